import { HttpResponse } from 'msw';
import type { AuthLinkReply } from '../../api/types';
import { createSession, db, findUserById } from '../db';
import { paramOf } from './body';
import { route } from './route';

export const AUTH_LINK_MESSAGES = {
  invalid: 'This link is not valid or has expired.',
} as const;

export const authLinkHandlers = [
  // A login link the clinic mailed: it opens a session like a password login would. The seeded
  // link stays usable so the README's demo works every time.
  route('get', '/auth-message/:token', ({ params }) => {
    const token = paramOf(params.token);
    const link = db.state.authLinks.find((candidate) => candidate.token === token);
    const record = link && findUserById(link.userId);
    if (!record || !record.confirmed) {
      const reply: AuthLinkReply = {
        success: false,
        extras: { message: AUTH_LINK_MESSAGES.invalid },
      };
      return HttpResponse.json(reply);
    }
    const reply: AuthLinkReply = {
      success: true,
      extras: { accessToken: createSession(record.profile.id) },
    };
    return HttpResponse.json(reply);
  }),
];
