import { HttpResponse } from 'msw';
import { db } from '../db';
import { ok } from '../replies';
import { readBody, twoDigits } from './body';
import { route } from './route';
import { requireUser } from './session';

const SPEC_ONLY = {
  outsideContract: 'a call of the spec the portal does not make (docs/calls.md)',
};

export const demographicsHandlers = [
  // The lookup's inputs travel as headers, as the real service reads them.
  route(
    'get',
    '/demographics',
    ({ request }) => {
      const header = (name: string) => request.headers.get(name)?.trim() ?? '';
      const hin = header('hin');
      const lastName = header('lastname').toLowerCase();
      const found =
        !!hin &&
        db.state.users.some(
          ({ profile }) =>
            profile.careCard.number === hin &&
            profile.lastName.toLowerCase() === lastName &&
            profile.birthday.year === header('year') &&
            profile.birthday.month === twoDigits(header('month')) &&
            profile.birthday.day === twoDigits(header('day')),
        );
      return HttpResponse.json({ success: true, extras: { found } });
    },
    undefined,
    SPEC_ONLY,
  ),

  route(
    'post',
    '/demographics/create',
    async ({ request }) => {
      const record = requireUser(request);
      const { familyDoc } = await readBody(request);
      if (typeof familyDoc === 'boolean' && familyDoc !== record.profile.familyDoc) {
        record.profile.familyDoc = familyDoc;
        record.profile.isChanged = true;
        db.save();
      }
      return ok();
    },
    undefined,
    SPEC_ONLY,
  ),
];
