import { api } from '../../api/client';
import type { Pharmacy } from '../../api/types';

export const getAllPharmacies = () => api.get<Pharmacy[]>('/pharmacy/all').then((r) => r.data);
