import { api } from '../../api/client';
import type { ApiReply, HandoffReply, HandoffSite, Pharmacy } from '../../api/types';

export const getMyPharmacy = () =>
  api.get<{ pharmacy: Pharmacy | null }>('/pharmacy/me').then((r) => r.data);

export const addPreferredPharmacy = (demographicNo: number, pharmacy: Pharmacy) =>
  api
    .post<ApiReply<{ payload?: Pharmacy }>>('/pharmacy/addPreferredPharmacy', {
      demographicNo,
      pharmacy,
    })
    .then((r) => r.data);

/**
 * A single-use code for one sister site (docs/calls.md#sister-site-hand-off). A 404 is an answer
 * here, not a failure: the service predates the call (null), and the dashboard falls back to the
 * spec's address (docs/dashboard.md#links-out).
 */
export const askHandoffCode = (site: HandoffSite) =>
  api
    .post<HandoffReply>(
      '/auth/handoff',
      { site },
      { validateStatus: (status) => (status >= 200 && status < 300) || status === 404 },
    )
    .then((r) => (r.status === 404 ? null : r.data));
