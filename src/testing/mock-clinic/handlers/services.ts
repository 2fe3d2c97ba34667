import { HttpResponse } from 'msw';
import type { AnnouncementReply, OscarStatusReply } from '../../../api/types';
import { db } from '../db';
import { ok } from '../replies';
import { readBody, text } from './body';
import { route } from './route';
import { requireUser } from './session';

const SPEC_ONLY = {
  outsideContract: 'a call of the spec the portal does not make (docs/calls.md)',
};

export const servicesHandlers = [
  // The real service spells it "anouncement".
  route('get', '/services2/anouncement', () =>
    HttpResponse.json<AnnouncementReply>({ value: [...db.state.announcements] }),
  ),

  route('get', '/services/oscarStatus', () =>
    HttpResponse.json<OscarStatusReply>({ status: db.state.clinicOnline }),
  ),

  route(
    'get',
    '/services/appstate',
    ({ request }) => {
      requireUser(request);
      const query = new URL(request.url).searchParams;
      return HttpResponse.json({
        success: true,
        extras: { eligibility: query.get('eligibility'), selectedType: query.get('selectedType') },
      });
    },
    undefined,
    SPEC_ONLY,
  ),

  route('post', '/services/agreement/save', ({ request }) => {
    const record = requireUser(request);
    db.state.agreements.push({ userId: record.profile.id, savedAt: new Date().toISOString() });
    db.save();
    return ok();
  }),

  // No token needed: the portal reports errors that happen while logged out too.
  route('post', '/services/saveerror', async ({ request }) => {
    const body = await readBody(request);
    db.state.errorReports.push({
      err: text(body.err),
      date: text(body.date),
      details: text(body.details),
    });
    db.save();
    return ok();
  }),
];
