import { HttpResponse } from 'msw';
import type { AuthLinkReply } from '../../../api/types';
import { db, findUserById } from '../db';
import { startSession } from './auth';
import { paramOf } from './body';
import { route } from './route';

export const AUTH_LINK_MESSAGES = {
  invalid: 'This link is not valid or has expired.',
} as const;

export const authLinkHandlers = [
  // A login link the clinic mailed: it opens a session like a password login would, once. A used
  // link answers exactly like an unknown one (review finding 7: a link kept in a mailbox or a
  // browser history must not log anyone in again). reset() makes the seeded link usable again.
  route('get', '/auth-message/:token', ({ params, request }) => {
    const token = paramOf(params.token);
    const link = db.state.authLinks.find(
      (candidate) => candidate.token === token && candidate.usedAt === undefined,
    );
    const record = link && findUserById(link.userId);
    if (!link || !record || !record.confirmed) {
      const reply: AuthLinkReply = {
        success: false,
        extras: { message: AUTH_LINK_MESSAGES.invalid },
      };
      return HttpResponse.json(reply);
    }
    link.usedAt = Date.now();
    // (Starting the session saves the database, the used mark with it.)
    return startSession(request, record.profile.id);
  }),
];
