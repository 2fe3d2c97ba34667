import { api } from '../../api/client';
import type { ApiReply, Pharmacy } from '../../api/types';

export const getMyPharmacy = () =>
  api.get<{ pharmacy: Pharmacy | null }>('/pharmacy/me').then((r) => r.data);

export const addPreferredPharmacy = (demographicNo: number, pharmacy: Pharmacy) =>
  api
    .post<ApiReply<{ payload?: Pharmacy }>>('/pharmacy/addPreferredPharmacy', {
      demographicNo,
      pharmacy,
    })
    .then((r) => r.data);
