import { api } from '../../api/client';
import type { AnnouncementReply } from '../../api/types';

// The real service spells the path "anouncement".
export const fetchAnnouncements = () =>
  api.get<AnnouncementReply>('/services2/anouncement').then((r) => r.data);
