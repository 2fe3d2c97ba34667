// The mock clinic's own pages, added to the portal's router through src/api/standIn.ts when the
// mock clinic starts (mock builds only). e2e/sweep-routes.ts lists them too
// (tests/sweepRoutes.test.ts reads this file beside src/app/routes.tsx).

import type { StandInPage } from '../../api/standIn';

export const mockPages: readonly StandInPage[] = [
  { path: '/__mock/mailbox', access: 'public', load: () => import('./MailboxPage') },
  { path: '/__mock/confirm/:token', access: 'public', load: () => import('./ConfirmEmailPage') },
  {
    path: '/__mock/card-authentication',
    access: 'public',
    load: () => import('./CardAuthenticationPage'),
  },
  { path: '/__mock/crash', access: 'public', load: () => import('./CrashPage') },
];
