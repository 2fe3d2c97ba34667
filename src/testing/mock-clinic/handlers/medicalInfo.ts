import { HttpResponse } from 'msw';
import type { MedicalInfoReply } from '../../../api/types';
import { db, publicUser } from '../db';
import { route } from './route';
import { requireUser } from './session';

export const medicalInfoHandlers = [
  // docs/calls.md#medical-information-calls: the list (newest first) and the user; an empty list when there is no record.
  route('get', '/services/medical-info', ({ request }) => {
    const record = requireUser(request);
    return HttpResponse.json<MedicalInfoReply>({
      medicalInfo: structuredClone(db.state.medicalInfo[record.profile.id] ?? []),
      user: publicUser(record),
    });
  }),
];
