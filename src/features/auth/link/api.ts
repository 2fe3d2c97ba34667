import { api } from '../../../api/client';
import type { AuthLinkReply } from '../../../api/types';

/**
 * GET /auth-message/{token}: trades a mailed login link for an access token, and the service's
 * refresh cookie beside it (docs/calls.md#session-refresh).
 */
export const getAuthLink = (token: string) =>
  api
    .get<AuthLinkReply>(`/auth-message/${encodeURIComponent(token)}`, { withCredentials: true })
    .then((r) => r.data);
