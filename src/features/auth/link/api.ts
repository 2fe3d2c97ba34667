import { api } from '../../../api/client';
import type { AuthLinkReply } from '../../../api/types';

/** GET /auth-message/{token}: trades a mailed login link for an access token. */
export const getAuthLink = (token: string) =>
  api.get<AuthLinkReply>(`/auth-message/${encodeURIComponent(token)}`).then((r) => r.data);
