import { standInPages } from '../api/standIn';
import { lazyWithPreload, type Preloadable } from '../lib/lazyWithPreload';

/** Who may open a route: anyone; only visitors (a patient goes to /dashboard); only patients. */
export type Access = 'public' | 'guest' | 'patient';

export interface RouteDef {
  path: string;
  access: Access;
  page: Preloadable;
  /**
   * The locale namespaces the page reads besides 'common'. When a visit starts on this page, they
   * are fetched together with the page and the common texts instead of one after the other.
   */
  ns?: readonly string[];
  /**
   * Starts or pays for a clinic service: a blocked account sees why it cannot, instead of the
   * page, however it arrived (a link, a typed address, the back button).
   */
  service?: true;
}

const page = lazyWithPreload;

// One page object for both of its addresses, so moving from one to the other never waits.
const authByToken = page(() => import('../features/auth/AuthByTokenPage'));

// One table: every page is its own chunk, and the guards read `access`, nothing else. It is also
// the index from an address to its code and its rules: each route's `rules:` comment names the
// docs/ section that holds them, and docs/routes.md#route-table repeats the table with both
// (tests/docs/routeIndex.test.ts holds the two together). A comment, not a field: this file is in
// every page's first load, where the sections as strings cost 231 B gzip; the minifier drops the
// comments (the same bundle, byte for byte, with or without them; measured 2026-11-28).
export const routes: RouteDef[] = [
  /** rules: docs/site.md#home-page */
  {
    path: '/',
    access: 'guest',
    page: page(() => import('../features/site/HomePage')),
    ns: ['home'],
  },
  /** rules: docs/account.md#login */
  {
    path: '/login',
    access: 'guest',
    page: page(() => import('../features/auth/LoginPage')),
    ns: ['auth'],
  },
  /** rules: docs/account.md#login */
  { path: '/login-cn', access: 'guest', page: page(() => import('../features/auth/LoginCnPage')) },
  /** rules: docs/account.md#logout */
  { path: '/logout', access: 'public', page: page(() => import('../features/auth/LogoutPage')) },
  /** rules: docs/routes.md#redirects */
  {
    path: '/BOOKONLINE',
    access: 'public',
    page: page(() => import('../features/site/BookOnlineRedirect')),
  },
  /** rules: docs/site.md#information-pages */
  {
    path: '/policies',
    access: 'public',
    page: page(() => import('../features/site/PoliciesPage')),
    ns: ['policies'],
  },
  /** rules: docs/site.md#information-pages */
  {
    path: '/faq',
    access: 'public',
    page: page(() => import('../features/site/FaqPage')),
    ns: ['faq'],
  },
  /** rules: docs/site.md#information-pages */
  {
    path: '/bookappointment',
    access: 'public',
    page: page(() => import('../features/site/BookAppointmentPage')),
    ns: ['booking'],
  },
  /** rules: docs/site.md#information-pages */
  {
    path: '/sicknote',
    access: 'public',
    page: page(() => import('../features/site/SickNoteInfoPage')),
    ns: ['sicknoteInfo'],
  },
  /** rules: docs/site.md#information-pages */
  {
    path: '/medicalform',
    access: 'public',
    page: page(() => import('../features/site/MedicalFormInfoPage')),
    ns: ['medicalformInfo'],
  },
  /** rules: docs/site.md#information-pages */
  {
    path: '/immigration',
    access: 'public',
    page: page(() => import('../features/site/ImmigrationPage')),
    ns: ['immigration'],
  },
  /** rules: docs/account.md#registration */
  {
    path: '/register',
    access: 'public',
    page: page(() => import('../features/auth/RegisterPage')),
    ns: ['register', 'fields'],
  },
  /** rules: docs/account.md#password-recovery */
  {
    path: '/forgotpassword',
    access: 'public',
    page: page(() => import('../features/auth/ForgotPasswordPage')),
    ns: ['recovery'],
  },
  // The mailed login link, then the same page once its token has left the address.
  /** rules: docs/account.md#login-by-link */
  { path: '/auth-message/:token', access: 'public', page: authByToken, ns: ['authLink'] },
  /** rules: docs/account.md#login-by-link */
  { path: '/auth-message', access: 'public', page: authByToken, ns: ['authLink'] },
  /** rules: docs/account.md#account-page */
  {
    path: '/account',
    access: 'patient',
    page: page(() => import('../features/account/AccountPage')),
  },
  /** rules: docs/dashboard.md#dashboard */
  {
    path: '/dashboard',
    access: 'patient',
    page: page(() => import('../features/dashboard/DashboardPage')),
  },
  /** rules: docs/messages.md#my-messages-list */
  {
    path: '/message',
    access: 'patient',
    page: page(() => import('../features/messages/MessagesPage')),
  },
  /** rules: docs/messages.md#message-detail */
  {
    path: '/message/:id',
    access: 'patient',
    page: page(() => import('../features/messages/MessageDetailPage')),
  },
  /** rules: docs/messages.md#token-reply-page */
  {
    path: '/message-reply',
    access: 'public',
    page: page(() => import('../features/messages/TokenReplyPage')),
  },
  /** rules: docs/records.md#records-link */
  {
    path: '/medical/records/:token',
    access: 'public',
    page: page(() => import('../features/records/RecordsPage')),
  },
  // Where a records link lands once its token has left the address (src/app/addressToken.ts).
  /** rules: docs/records.md#records-link */
  {
    path: '/medical/records',
    access: 'public',
    page: page(() => import('../features/records/RecordsPage')),
  },
  /** rules: docs/sick-note-check.md#sick-note-check-form */
  {
    path: '/validate',
    access: 'public',
    page: page(() => import('../features/sickNoteCheck/ValidateSickNotePage')),
  },
  /** rules: docs/medical-info.md#confirm-medical-information */
  {
    path: '/medicalInfo',
    access: 'patient',
    page: page(() => import('../features/medicalInfo/ConfirmMedicalInfoPage')),
    service: true,
  },
  /** rules: docs/medical-info.md#medical-information-form */
  {
    path: '/medicalInfo/edit',
    access: 'patient',
    page: page(() => import('../features/medicalInfo/EditMedicalInfoPage')),
    service: true,
  },
  /** rules: docs/requests.md#upload */
  {
    path: '/school-work-form/upload/:formId',
    access: 'patient',
    page: page(() => import('../features/upload/UploadPage')),
    service: true,
  },
  // Public: the mailed link opens without a session; the page itself asks to log in on a 401.
  /** rules: docs/requests.md#upload */
  {
    path: '/school-work-form/upload-token/:token',
    access: 'public',
    page: page(() => import('../features/upload/UploadPage')),
    service: true,
  },
  /** rules: docs/requests.md#upload */
  {
    path: '/school-work-form/upload-token',
    access: 'public',
    page: page(() => import('../features/upload/UploadPage')),
    service: true,
  },
  /** rules: docs/requests.md#sick-note-request */
  {
    path: '/sick-note',
    access: 'patient',
    page: page(() => import('../features/requests/SickNoteRequestPage')),
    service: true,
  },
  /** rules: docs/requests.md#form-request */
  {
    path: '/school-work-form',
    access: 'patient',
    page: page(() => import('../features/requests/FormRequestPage')),
    service: true,
  },
  /** rules: docs/requests.md#payment-page */
  {
    path: '/sick-note/payment',
    access: 'patient',
    page: page(() => import('../features/payment/PaymentPage')),
    service: true,
  },
  /** rules: docs/requests.md#payment-page */
  {
    path: '/school-work-form/payment',
    access: 'patient',
    page: page(() => import('../features/payment/PaymentPage')),
    service: true,
  },
  // Public: back from the bank's page the session may be gone; the page itself admits a stored
  // form access token with the payment intent in the query, and sends anyone else to /.
  /** rules: docs/requests.md#payment-success-routes */
  {
    path: '/sick-note/payment/success',
    access: 'public',
    page: page(() => import('../features/payment/PaymentSuccessPage')),
  },
  /** rules: docs/requests.md#payment-success-routes */
  {
    path: '/school-work-form/payment/success',
    access: 'public',
    page: page(() => import('../features/payment/PaymentSuccessPage')),
  },
  // A payment's receipt, kept by the tab until logout (docs/requests.md#receipts).
  /** rules: docs/requests.md#receipts */
  {
    path: '/receipts/:id',
    access: 'patient',
    page: page(() => import('../features/receipts/ReceiptPage')),
    ns: ['receipts', 'forms'],
  },
];

let extra: RouteDef[] | null = null;

/**
 * The pages a stand-in service registered when it started (the mock clinic's, in mock builds),
 * read once the boot has run.
 * rules: docs/mock-clinic.md#the-mock-clinics-own-pages
 */
export const standInRoutes = (): RouteDef[] =>
  (extra ??= standInPages().map(({ path, access, load }) => ({ path, access, page: page(load) })));

/** Any path no route matches. rules: docs/routes.md#not-found-page */
export const NotFoundPage = page(() => import('../features/site/NotFoundPage'));

/** Paths on which navbars and footer are hidden (the record download opens on its own). */
export const isRecordsPath = (path: string) => path.toLowerCase().includes('/medical/records');

/** The footer is also hidden on the login pages. */
export const isLoginPath = (path: string) => /^\/login(?:-cn)?\/?$/i.test(path);
