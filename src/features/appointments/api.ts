import { api } from '../../api/client';
import type { AppointmentsReply } from '../../api/types';

/** GET /me/appointments (docs/calls.md#contract-additions). */
export const fetchAppointments = () =>
  api.get<AppointmentsReply>('/me/appointments').then((r) => r.data);
