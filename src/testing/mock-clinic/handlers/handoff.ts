import { HttpResponse } from 'msw';
import type { HandoffRedeemReply, HandoffReply, HandoffSite } from '../../../api/types';
import { createSession, findUserById, isLiveToken } from '../db';
import { HANDOFF_LIFETIME_MS, isHandoffSite } from '../handoffRules';
import { issueHandoffCode, redeemHandoffCode } from '../handoffStore';
import { readBody, text } from './body';
import { route } from './route';
import { requireServiceUser, tokenOf } from './session';
import { MOCK_SITE_KEYS, SITE_KEY_HEADER } from '../siteKeys';

// The sister-site hand-off (docs/calls.md#sister-site-hand-off, security review E2): the portal asks
// for a single-use code for one site and sends the patient to /auth/{code}; the site's server
// trades the code for a token of its own. The session token never goes into an address.

export const HANDOFF_MESSAGES = {
  unknownSite: 'Unknown site.',
  unknownSiteKey: 'Unknown site key.',
  invalidCode: 'This code is not valid or has expired.',
} as const;

function siteOfKey(key: string | null): HandoffSite | undefined {
  return (Object.keys(MOCK_SITE_KEYS) as HandoffSite[]).find(
    (site) => key !== null && MOCK_SITE_KEYS[site] === key,
  );
}

export const handoffHandlers = [
  route('post', '/auth/handoff', async ({ request }) => {
    // A blocked account is refused here too, however the portal was reached.
    const user = requireServiceUser(request);
    const site = (await readBody(request)).site;
    if (!isHandoffSite(site)) {
      const refused: HandoffReply = { success: false, message: HANDOFF_MESSAGES.unknownSite };
      return HttpResponse.json(refused, { status: 400 });
    }
    const code = issueHandoffCode(site, user.profile.id, tokenOf(request) ?? '');
    const reply: HandoffReply = {
      success: true,
      extras: { code, expiresIn: HANDOFF_LIFETIME_MS / 1000 },
    };
    return HttpResponse.json(reply);
  }),

  // Called by a sister site's server, never by a page: its key is not a header CORS lets a
  // browser send (server/cors.ts), so a page holding a code cannot trade it itself.
  route('post', '/auth/handoff/redeem', async ({ request }) => {
    const site = siteOfKey(request.headers.get(SITE_KEY_HEADER));
    if (!site) {
      const refused: HandoffRedeemReply = {
        success: false,
        message: HANDOFF_MESSAGES.unknownSiteKey,
      };
      return HttpResponse.json(refused, { status: 401 });
    }
    const entry = redeemHandoffCode(text((await readBody(request)).code), site);
    const user = entry && isLiveToken(entry.session) ? findUserById(entry.userId) : undefined;
    if (!user) {
      // One answer for every reason (unknown, spent, late, another site's, an ended session), as
      // for a used login link: the site learns nothing it could use to try again.
      const refused: HandoffRedeemReply = { success: false, message: HANDOFF_MESSAGES.invalidCode };
      return HttpResponse.json(refused, { status: 400 });
    }
    const reply: HandoffRedeemReply = {
      success: true,
      extras: { accessToken: createSession(user.profile.id), site },
    };
    return HttpResponse.json(reply);
  }),
];
