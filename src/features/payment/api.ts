import { api } from '../../api/client';
import type { ChargePayload, ChargeReply } from './types';

/**
 * POST /sick-note/charge. Without a session (back from the bank's page after it lapsed) the
 * form's own access token stands in, in the header the service reads.
 */
export const charge = (payload: ChargePayload, formAccessToken?: string | null) =>
  api
    .post<ChargeReply>(
      '/sick-note/charge',
      payload,
      formAccessToken ? { headers: { 'x-access-token': formAccessToken } } : undefined,
    )
    .then((r) => r.data);
