import {
  AUTH_DEMO_TOKEN,
  RECORDS_DEMO_TOKEN,
  REPLY_DEMO_TOKEN,
  UPLOAD_DEMO_TOKEN,
  WAITING_FORM_ID,
} from '../src/testing/mock-clinic/seed';

// Every path of src/app/routes.tsx, as the accessibility and language sweep (e2e/sweep.spec.ts)
// visits it. Playwright cannot import the route table (app code with lazy imports), so it is
// written out here; tests/sweepRoutes.test.ts fails when the table gains a path this list lacks.

/** Who may open a route, as in src/app/routes.tsx. */
export type SweepAccess = 'public' | 'guest' | 'patient';

export interface SweepRoute {
  /** The path exactly as the route table writes it. */
  path: string;
  access: SweepAccess;
  /** What to open: the path with its parameters filled in (the mock clinic's demo data). */
  visit: string;
  /**
   * Routes that do not stay put. 'external': it forwards to another site (only the forwarding is
   * checked). 'session': opening it changes who is logged in, so the sweep opens it last.
   */
  kind?: 'external' | 'session';
  /** Why the sweep does not open it (it needs data only a journey can make). */
  skip?: string;
}

/** The paid school/work form waiting for its upload (src/testing/mock-clinic/seed/schoolWorkForms.ts). */
export { WAITING_FORM_ID };

/** Filled in at run time from the first link of the patient's message list. */
export const MESSAGE_ID = ':id';

/** A route opened at its own path. */
const at = (path: string, access: SweepAccess, more: Partial<SweepRoute> = {}): SweepRoute => ({
  path,
  access,
  visit: path,
  ...more,
});

/** Where a mailed link lands once its token leaves the address: the sweep opens the link itself. */
const landing = (path: string, name: string, link: string): SweepRoute =>
  at(path, 'public', {
    skip: `the ${name} link (${link}) lands here once its token leaves the address`,
  });

export const sweepRoutes: SweepRoute[] = [
  at('/', 'guest'),
  at('/login', 'guest'),
  at('/login-cn', 'guest'),
  at('/logout', 'public', { kind: 'session' }),
  at('/BOOKONLINE', 'public', { kind: 'external' }),
  at('/policies', 'public'),
  at('/faq', 'public'),
  at('/bookappointment', 'public'),
  at('/sicknote', 'public'),
  at('/medicalform', 'public'),
  at('/immigration', 'public'),
  at('/register', 'public'),
  at('/forgotpassword', 'public'),
  {
    path: '/auth-message/:token',
    access: 'public',
    visit: `/auth-message/${AUTH_DEMO_TOKEN}`,
    kind: 'session',
  },
  landing('/auth-message', 'login', '/auth-message/:token'),
  at('/account', 'patient'),
  at('/dashboard', 'patient'),
  at('/message', 'patient'),
  { path: '/message/:id', access: 'patient', visit: `/message/${MESSAGE_ID}` },
  { path: '/message-reply', access: 'public', visit: `/message-reply?token=${REPLY_DEMO_TOKEN}` },
  {
    path: '/medical/records/:token',
    access: 'public',
    visit: `/medical/records/${RECORDS_DEMO_TOKEN}`,
  },
  landing('/medical/records', 'records', '/medical/records/:token'),
  at('/validate', 'public'),
  at('/medicalInfo', 'patient'),
  at('/medicalInfo/edit', 'patient'),
  {
    path: '/school-work-form/upload/:formId',
    access: 'patient',
    visit: `/school-work-form/upload/${WAITING_FORM_ID}`,
  },
  {
    path: '/school-work-form/upload-token/:token',
    access: 'public',
    visit: `/school-work-form/upload-token/${UPLOAD_DEMO_TOKEN}`,
  },
  landing('/school-work-form/upload-token', 'upload', '/school-work-form/upload-token/:token'),
  at('/sick-note', 'patient'),
  at('/school-work-form', 'patient'),
  at('/sick-note/payment', 'patient'),
  at('/school-work-form/payment', 'patient'),
  at('/sick-note/payment/success', 'public'),
  at('/school-work-form/payment/success', 'public'),
  // A receipt exists only after a payment in the same tab: the sweep sees the page a patient gets
  // for a receipt this tab does not hold; e2e/receipts.spec.ts audits real receipts.
  { path: '/receipts/:id', access: 'patient', visit: '/receipts/pi_not_in_this_tab' },
  // The mock clinic's own pages (mock builds only): for people trying the app, not patients.
  at('/__mock/mailbox', 'public'),
  at('/__mock/confirm/:token', 'public', {
    skip: 'its token exists only after a registration; e2e/register.spec.ts follows that link',
  }),
  at('/__mock/card-authentication', 'public', {
    skip: 'it needs a payment waiting for authentication; the card journeys of the payment spec open it',
  }),
  at('/__mock/crash', 'public', {
    skip: 'it breaks the page on purpose; e2e/faults.spec.ts opens it and runs axe on the error page',
  }),
];
