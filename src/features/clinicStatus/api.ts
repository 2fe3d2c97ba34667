import { api } from '../../api/client';
import type { OscarStatusReply } from '../../api/types';

export const getOscarStatus = () =>
  api.get<OscarStatusReply>('/services/oscarStatus').then((r) => r.data);
