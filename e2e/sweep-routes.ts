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
export const WAITING_FORM_ID = '6650f1a2b3c4d5e6f7a80001';

/** Filled in at run time from the first link of the patient's message list. */
export const MESSAGE_ID = ':id';

export const sweepRoutes: SweepRoute[] = [
  { path: '/', access: 'guest', visit: '/' },
  { path: '/login', access: 'guest', visit: '/login' },
  { path: '/login-cn', access: 'guest', visit: '/login-cn' },
  { path: '/logout', access: 'public', visit: '/logout', kind: 'session' },
  { path: '/BOOKONLINE', access: 'public', visit: '/BOOKONLINE', kind: 'external' },
  { path: '/policies', access: 'public', visit: '/policies' },
  { path: '/faq', access: 'public', visit: '/faq' },
  { path: '/bookappointment', access: 'public', visit: '/bookappointment' },
  { path: '/sicknote', access: 'public', visit: '/sicknote' },
  { path: '/medicalform', access: 'public', visit: '/medicalform' },
  { path: '/immigration', access: 'public', visit: '/immigration' },
  { path: '/register', access: 'public', visit: '/register' },
  { path: '/forgotpassword', access: 'public', visit: '/forgotpassword' },
  {
    path: '/auth-message/:token',
    access: 'public',
    visit: '/auth-message/auth-demo-token',
    kind: 'session',
  },
  {
    path: '/auth-message',
    access: 'public',
    visit: '/auth-message',
    skip: 'the login link (/auth-message/:token) lands here once its token leaves the address',
  },
  { path: '/account', access: 'patient', visit: '/account' },
  { path: '/dashboard', access: 'patient', visit: '/dashboard' },
  { path: '/message', access: 'patient', visit: '/message' },
  { path: '/message/:id', access: 'patient', visit: `/message/${MESSAGE_ID}` },
  { path: '/message-reply', access: 'public', visit: '/message-reply?token=reply-demo-token' },
  {
    path: '/medical/records/:token',
    access: 'public',
    visit: '/medical/records/records-demo-token',
  },
  {
    path: '/medical/records',
    access: 'public',
    visit: '/medical/records',
    skip: 'the records link (/medical/records/:token) lands here once its token leaves the address',
  },
  { path: '/validate', access: 'public', visit: '/validate' },
  { path: '/medicalInfo', access: 'patient', visit: '/medicalInfo' },
  { path: '/medicalInfo/edit', access: 'patient', visit: '/medicalInfo/edit' },
  {
    path: '/school-work-form/upload/:formId',
    access: 'patient',
    visit: `/school-work-form/upload/${WAITING_FORM_ID}`,
  },
  {
    path: '/school-work-form/upload-token/:token',
    access: 'public',
    visit: '/school-work-form/upload-token/upload-demo-token',
  },
  {
    path: '/school-work-form/upload-token',
    access: 'public',
    visit: '/school-work-form/upload-token',
    skip: 'the upload link (/school-work-form/upload-token/:token) lands here once its token leaves the address',
  },
  { path: '/sick-note', access: 'patient', visit: '/sick-note' },
  { path: '/school-work-form', access: 'patient', visit: '/school-work-form' },
  { path: '/sick-note/payment', access: 'patient', visit: '/sick-note/payment' },
  { path: '/school-work-form/payment', access: 'patient', visit: '/school-work-form/payment' },
  { path: '/sick-note/payment/success', access: 'public', visit: '/sick-note/payment/success' },
  {
    path: '/school-work-form/payment/success',
    access: 'public',
    visit: '/school-work-form/payment/success',
  },
  // A receipt exists only after a payment in the same tab: the sweep sees the page a patient gets
  // for a receipt this tab does not hold; e2e/receipts.spec.ts audits real receipts.
  { path: '/receipts/:id', access: 'patient', visit: '/receipts/pi_not_in_this_tab' },
  // The mock clinic's own pages (mock builds only): for people trying the app, not patients.
  { path: '/__mock/mailbox', access: 'public', visit: '/__mock/mailbox' },
  {
    path: '/__mock/confirm/:token',
    access: 'public',
    visit: '/__mock/confirm/:token',
    skip: 'its token exists only after a registration; e2e/register.spec.ts follows that link',
  },
  {
    path: '/__mock/card-authentication',
    access: 'public',
    visit: '/__mock/card-authentication',
    skip: 'it needs a payment waiting for authentication; the card journeys of the payment spec open it',
  },
  {
    path: '/__mock/crash',
    access: 'public',
    visit: '/__mock/crash',
    skip: 'it breaks the page on purpose; e2e/faults.spec.ts opens it and runs axe on the error page',
  },
];
