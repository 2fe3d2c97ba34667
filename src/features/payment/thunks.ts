import { refusalMessage } from '../../api/replyMessage';
import { handleApiError } from '../../api/handleApiError';
import type { AppDispatch } from '../../app/store';
import { charge, type ChargeOptions } from './api';
import type { ChargeOutcome } from './chargeReply';
import type { ChargePayload } from '../../api/types';

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
          apiError.kind === 'server' ? (refusalMessage(error, ['error', 'message']) ?? null) : null,
      };
    }
  };
