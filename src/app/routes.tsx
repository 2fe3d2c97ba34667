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

// One table: every page is its own chunk, and the guards read `access`, nothing else.
export const routes: RouteDef[] = [
  {
    path: '/',
    access: 'guest',
    page: page(() => import('../features/site/HomePage')),
    ns: ['home'],
  },
  {
    path: '/login',
    access: 'guest',
    page: page(() => import('../features/auth/LoginPage')),
    ns: ['auth'],
  },
  { path: '/login-cn', access: 'guest', page: page(() => import('../features/auth/LoginCnPage')) },
  { path: '/logout', access: 'public', page: page(() => import('../features/auth/LogoutPage')) },
  {
    path: '/BOOKONLINE',
    access: 'public',
    page: page(() => import('../features/site/BookOnlineRedirect')),
  },
  {
    path: '/policies',
    access: 'public',
    page: page(() => import('../features/site/PoliciesPage')),
    ns: ['policies'],
  },
  {
    path: '/faq',
    access: 'public',
    page: page(() => import('../features/site/FaqPage')),
    ns: ['faq'],
  },
  {
    path: '/bookappointment',
    access: 'public',
    page: page(() => import('../features/site/BookAppointmentPage')),
    ns: ['booking'],
  },
  {
    path: '/sicknote',
    access: 'public',
    page: page(() => import('../features/site/SickNoteInfoPage')),
    ns: ['sicknoteInfo'],
  },
  {
    path: '/medicalform',
    access: 'public',
    page: page(() => import('../features/site/MedicalFormInfoPage')),
    ns: ['medicalformInfo'],
  },
  {
    path: '/immigration',
    access: 'public',
    page: page(() => import('../features/site/ImmigrationPage')),
    ns: ['immigration'],
  },
  {
    path: '/register',
    access: 'public',
    page: page(() => import('../features/auth/RegisterPage')),
    ns: ['register', 'fields'],
  },
  {
    path: '/forgotpassword',
    access: 'public',
    page: page(() => import('../features/auth/ForgotPasswordPage')),
    ns: ['recovery'],
  },
  // The mailed login link, then the same page once its token has left the address.
  { path: '/auth-message/:token', access: 'public', page: authByToken, ns: ['authLink'] },
  { path: '/auth-message', access: 'public', page: authByToken, ns: ['authLink'] },
  {
    path: '/account',
    access: 'patient',
    page: page(() => import('../features/account/AccountPage')),
  },
  {
    path: '/dashboard',
    access: 'patient',
    page: page(() => import('../features/dashboard/DashboardPage')),
  },
  {
    path: '/message',
    access: 'patient',
    page: page(() => import('../features/messages/MessagesPage')),
  },
  {
    path: '/message/:id',
    access: 'patient',
    page: page(() => import('../features/messages/MessageDetailPage')),
  },
  {
    path: '/message-reply',
    access: 'public',
    page: page(() => import('../features/messages/TokenReplyPage')),
  },
  {
    path: '/medical/records/:token',
    access: 'public',
    page: page(() => import('../features/records/RecordsPage')),
  },
  // Where a records link lands once its token has left the address (src/app/addressToken.ts).
  {
    path: '/medical/records',
    access: 'public',
    page: page(() => import('../features/records/RecordsPage')),
  },
  {
    path: '/validate',
    access: 'public',
    page: page(() => import('../features/sickNoteCheck/ValidateSickNotePage')),
  },
  {
    path: '/medicalInfo',
    access: 'patient',
    page: page(() => import('../features/medicalInfo/ConfirmMedicalInfoPage')),
    service: true,
  },
  {
    path: '/medicalInfo/edit',
    access: 'patient',
    page: page(() => import('../features/medicalInfo/EditMedicalInfoPage')),
    service: true,
  },
  {
    path: '/school-work-form/upload/:formId',
    access: 'patient',
    page: page(() => import('../features/upload/UploadPage')),
    service: true,
  },
  // Public: the mailed link opens without a session; the page itself asks to log in on a 401.
  {
    path: '/school-work-form/upload-token/:token',
    access: 'public',
    page: page(() => import('../features/upload/UploadPage')),
    service: true,
  },
  {
    path: '/school-work-form/upload-token',
    access: 'public',
    page: page(() => import('../features/upload/UploadPage')),
    service: true,
  },
  {
    path: '/sick-note',
    access: 'patient',
    page: page(() => import('../features/requests/SickNoteRequestPage')),
    service: true,
  },
  {
    path: '/school-work-form',
    access: 'patient',
    page: page(() => import('../features/requests/FormRequestPage')),
    service: true,
  },
  {
    path: '/sick-note/payment',
    access: 'patient',
    page: page(() => import('../features/payment/PaymentPage')),
    service: true,
  },
  {
    path: '/school-work-form/payment',
    access: 'patient',
    page: page(() => import('../features/payment/PaymentPage')),
    service: true,
  },
  // Public: back from the bank's page the session may be gone; the page itself admits a stored
  // form access token with the payment intent in the query, and sends anyone else to /.
  {
    path: '/sick-note/payment/success',
    access: 'public',
    page: page(() => import('../features/payment/PaymentSuccessPage')),
  },
  {
    path: '/school-work-form/payment/success',
    access: 'public',
    page: page(() => import('../features/payment/PaymentSuccessPage')),
  },
  // A payment's receipt, kept by the tab until logout (docs/requests.md#receipts).
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
 */
export const standInRoutes = (): RouteDef[] =>
  (extra ??= standInPages().map(({ path, access, load }) => ({ path, access, page: page(load) })));

export const NotFoundPage = page(() => import('../features/site/NotFoundPage'));

/** Paths on which navbars and footer are hidden (the record download opens on its own). */
export const isRecordsPath = (path: string) => path.toLowerCase().includes('/medical/records');

/** The footer is also hidden on the login pages. */
export const isLoginPath = (path: string) => /^\/login(?:-cn)?\/?$/i.test(path);
