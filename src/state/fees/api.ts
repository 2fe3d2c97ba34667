import { api } from '../../api/client';

export const fetchFeeConfig = () => api.get<unknown>('/config/fees').then((r) => r.data);
