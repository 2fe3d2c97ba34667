// What each sister site's server proves itself with on POST /auth/handoff/redeem
// (docs/calls.md#sister-site-hand-off). A real service issues each site a secret of its own; these
// stand-ins are as public as the seeded accounts' password. No code imported: the browser tests,
// which play the sister sites, read them too.

import type { HandoffSite } from '../../api/types';

export const MOCK_SITE_KEYS: Readonly<Record<HandoffSite, string>> = {
  medication: 'mock-site-key-medication',
  labTest: 'mock-site-key-lab-test',
  booking: 'mock-site-key-booking',
};

/** The redeem call's header for the site key; not one CORS lets a page send (server/cors.ts). */
export const SITE_KEY_HEADER = 'x-site-key';
