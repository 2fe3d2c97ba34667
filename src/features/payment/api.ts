import { api } from '../../api/client';
import type { ChargePayload, ChargeReply } from '../../api/types';

/**
 * A charge waits on the card network and the bank's 3-D Secure check, which can be slow: longer
 * than the client's 30 s default, so a slow bank is not taken for a lost answer.
 */
export const CHARGE_TIMEOUT_MS = 60_000;

export interface ChargeOptions {
  /** Back from the bank's page after the session lapsed: the form's own access token. */
  formAccessToken?: string | null;
  /** The payment attempt's key (review finding 5): a repeat answers the first outcome. */
  idempotencyKey?: string | null;
}

/**
 * POST /sick-note/charge. Without a session (back from the bank's page after it lapsed) the
 * form's own access token stands in, in the header the service reads. Form-completion payments
 * go through this same call.
 */
export const charge = (payload: ChargePayload, options: ChargeOptions = {}) => {
  const headers: Record<string, string> = {};
  if (options.formAccessToken) headers['x-access-token'] = options.formAccessToken;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  return api
    .post<ChargeReply>('/sick-note/charge', payload, { headers, timeout: CHARGE_TIMEOUT_MS })
    .then((r) => r.data);
};
