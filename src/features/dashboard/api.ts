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

/** A single-use code for one sister site (docs/calls.md#sister-site-hand-off). */
export const askHandoffCode = (site: HandoffSite) =>
  api.post<HandoffReply>('/auth/handoff', { site }).then((r) => r.data);
