import { isAxiosError } from '../../api/isAxiosError';
import { handleApiError } from '../../app/handleApiError';
import type { AppDispatch } from '../../app/store';
import { charge, type ChargeOptions } from './api';
import type { ChargeOutcome } from './chargeReply';
import type { ChargePayload } from '../../api/types';

const errorText = (body: unknown): string | null => {
  if (typeof body !== 'object' || body === null) return null;
  const { error, message } = body as { error?: unknown; message?: unknown };
  if (typeof error === 'string' && error.trim()) return error;
  return typeof message === 'string' && message.trim() ? message : null;
};

/**
 * One charge call, reduced to a ChargeOutcome for nextPaymentStep: the reply, the failure with
 * the service's text when it sent one (an expired session is told as such, and logs out), or
 * 'lost' when no answer came at all (the card may have been charged).
 */
export const chargeCard =
  (payload: ChargePayload, options: ChargeOptions = {}) =>
  async (dispatch: AppDispatch): Promise<ChargeOutcome> => {
    try {
      return { kind: 'reply', reply: await charge(payload, options) };
    } catch (error) {
      const apiError = handleApiError(error, dispatch);
      if (apiError.kind === 'network') return { kind: 'lost' };
      return {
        kind: 'failure',
        sessionMessage: apiError.kind === 'tokenNotValid' ? apiError.message : null,
        // A refusal (4xx) carries the service's reason; a crash (5xx) gets the spec's words.
        serverText:
          apiError.kind === 'server' && isAxiosError(error) && (error.response?.status ?? 500) < 500
            ? errorText(error.response?.data)
            : null,
      };
    }
  };
