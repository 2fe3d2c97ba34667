// Every call the app makes, as data: where it is made, how a patient makes it, what they typed,
// and what they must read when it fails. e2e/faults.spec.ts drives these; tests/faultsInventory
// .test.ts reads src and fails when a call is missing here, so a new call cannot skip its faults.
//
// Only Page methods are used here (no Playwright `expect`), so the unit test can import the file.

import type { Page } from '@playwright/test';
import { tinyPdf } from './testFiles';

export type FaultKind = 'network' | '500' | 'tokenNotValid';

/** What the mock clinic can be told (mockClinic.failNext): a fault kind, or an answer lost after the work. */
export type MockFailure = FaultKind | 'lostReply';

/** What a failed call must leave on screen. */
export interface Expected {
  /** Texts that must be visible (each exactly, as a whole element's text, unless `contains`). */
  texts: readonly string[];
  /** The patient is logged out and on /login with the session-expired notice. */
  logsOut?: boolean;
  /** Match the texts as parts of a longer text. */
  contains?: boolean;
  /** Silent by the spec: no banner, no alert. */
  quiet?: boolean;
  /** The page comes back by itself once the service answers again. */
  recovers?: boolean;
  /**
   * With `logsOut`: the page is public (a mailed link's), so it stays when the session ends and
   * offers this button, which leads to /login once the session is over.
   */
  logIn?: string;
  /** A button that must stay disabled after this failure (Pay after a lost answer). */
  held?: string;
  /** The button that must be free after this failure, when it is not the call's own. */
  freed?: string;
}

export interface Typed {
  label: string;
  value: string;
}

export interface FaultCall {
  /** The client in src/api/client.ts. */
  client: 'api' | 'medicationApi';
  method: 'GET' | 'POST' | 'PUT';
  /** The path as the source writes it; a {name} stands for a value put in at run time. */
  path: string;
  /** What mockClinic.failNext is given for this call (a trailing '*' is a prefix). */
  fail: string;
  /** The route where the call is made. */
  page: string;
  /** The test of faults.spec.ts that covers it. */
  group: string;
  /** Logged in as this seeded account, or a visitor. */
  as?: string;
  /** Once, before the page opens (e.g. a stand-in for a sister site the page sends to). */
  setup?: (page: Page) => Promise<void>;
  /** Goes to the page and gets it ready to make the call (after a login when `as` is set). */
  open: (page: Page) => Promise<void>;
  /** Types what the patient types, and redoes what a failure asks to redo (a bot check). */
  fill?: (page: Page) => Promise<void>;
  /** What the patient typed, which a failure must leave in its field. */
  typed?: readonly Typed[];
  /** What the patient chose that a failure must leave on screen (a chosen file's name). */
  keeps?: readonly string[];
  /** The button that sends the call; none when the page makes it as it opens. */
  button?: string;
  /** Makes the call. */
  send: (page: Page) => Promise<void>;
  /** Makes it again after a failure, when the page offers a way (a Try again button). */
  retry?: (page: Page) => Promise<void>;
  expect: Record<FaultKind, Expected>;
  /**
   * What the mock is told, in order, for a kind that is not simply that kind once: a dropped
   * connection on the card charge is its answer lost after the card was charged, and lost again
   * when the page asks the service what became of it.
   */
  inject?: Partial<Record<FaultKind, readonly MockFailure[]>>;
  /** Card charges the mock clinic's ledger must gain over the call's whole run (never two). */
  charges?: number;
  /** While a slow answer is awaited: the button is busy, or the page shows its loading status. */
  inFlight?: 'button' | 'status';
  /**
   * Sit out the whole delay rather than let the answer in early: the page must still be waiting,
   * with no error, when it ends. One call does this (each costs the full delay).
   */
  holdFullDelay?: boolean;
  /** Seen once the call works again. */
  success: string;
}

export const PASSWORD = 'Clinic2026!';
export const BANNER =
  'We cannot reach the clinic service right now. Please check your internet connection; what you typed is kept, so you can try again in a moment.';
export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

const LOGS_OUT: Expected = { texts: [SESSION_EXPIRED], logsOut: true };

/**
 * The same words for a 500 and a dropped connection, which also raises the banner. A call made
 * while a page opens races the page's other calls, any of whose answers rightly lowers the banner
 * again; there only the page's words are required (`banner: false`).
 */
function failure(
  text: string,
  tokenNotValid: Expected = LOGS_OUT,
  { banner = true, contains = false } = {},
): Record<FaultKind, Expected> {
  return {
    '500': { texts: [text], contains },
    network: { texts: banner ? [text, BANNER] : [text], contains },
    tokenNotValid,
  };
}

/** Calls whose failure is silent by the spec; what stands in is checked instead. */
function quiet(text: string, contains = false): Record<FaultKind, Expected> {
  const expected: Expected = { texts: [text], contains, quiet: true };
  return { '500': expected, network: expected, tokenNotValid: expected };
}

const label = (page: Page, text: string) => page.getByLabel(text, { exact: true });
const press = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).click();
const robot = (page: Page) => page.getByLabel("I'm not a robot").check();

async function gotoReady(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

// ------------------------------------------------------------------------------- visitor pages

/** Through /logout, as a call before may have logged the patient in. */
async function openLogin(page: Page) {
  await page.goto('/logout');
  await page.waitForURL(/\/login$/);
  await page.getByRole('heading', { level: 1, name: 'Log in to your patient portal' }).waitFor();
}

const loginFill = async (page: Page) => {
  await label(page, 'Email').fill('patient@example.com');
  await label(page, 'Password').fill(PASSWORD);
  await robot(page);
};
const loginTyped = [
  { label: 'Email', value: 'patient@example.com' },
  { label: 'Password', value: PASSWORD },
];

const REGISTER_EMAIL = 'faults.register@example.com';
const registerTyped = [
  { label: 'First Name', value: 'Lucy' },
  { label: 'City', value: 'Richmond' },
  { label: 'Email', value: REGISTER_EMAIL },
];

async function fillRegistration(page: Page) {
  if ((await label(page, 'First Name').inputValue()) === '') {
    await label(page, 'First Name').fill('Lucy');
    await label(page, 'Last Name').fill('Ho');
    await label(page, 'Gender').selectOption('Female');
    await label(page, 'Day').selectOption('12');
    await label(page, 'Month').selectOption('04');
    await label(page, 'Year').selectOption('1988');
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await label(page, 'Address').fill('6060 Minoru Blvd');
    await label(page, 'City').fill('Richmond');
    await label(page, 'Province').selectOption('BC');
    await label(page, 'Postal Code').fill('V6Y 1Y2');
    await page.getByLabel('Mobile Phone, area code').fill('604');
    await page.getByLabel('Mobile Phone, first 3 digits').fill('555');
    await page.getByLabel('Mobile Phone, last 4 digits').fill('0111');
    // Nothing is chosen for the patient: the first match of their search is (issue 16 point 3).
    await page.getByLabel('Search by pharmacy name or address').fill('Brighouse');
    await label(page, 'Health Card Province').selectOption('BC');
    await label(page, 'Health Card Number').fill('9876543218');
    await label(page, 'Confirm Health Card Number').fill('9876543218');
    await label(page, 'Email').fill(REGISTER_EMAIL);
    await label(page, 'Confirm Email').fill(REGISTER_EMAIL);
    await label(page, 'Password').fill('Sunrise#2026');
    await label(page, 'Confirm Password').fill('Sunrise#2026');
    await page.getByLabel(/I confirm that the information above/).check();
  }
  await robot(page);
}

async function fillIdentity(page: Page) {
  await label(page, 'Email').fill('patient@example.com');
  await label(page, 'Day').selectOption('12');
  await label(page, 'Month').selectOption('04');
  await label(page, 'Year').selectOption('1988');
  await robot(page);
}

async function toFoundStep(page: Page) {
  await gotoReady(page, '/forgotpassword', 'Forgot your password?');
  await fillIdentity(page);
  await press(page, 'Validate my information');
  await page.getByRole('heading', { name: /User Found/ }).waitFor();
}

async function fillReset(page: Page) {
  const code = await page.evaluate(() => window.mockClinic.mailbox()[0]?.code ?? '');
  await label(page, 'Reset code').fill(code);
  await label(page, 'New password').fill('Sunrise#2027');
  await label(page, 'Confirm new password').fill('Sunrise#2027');
}

const validateTyped = [
  { label: 'Sick Note ID', value: 'SN-20261101' },
  { label: 'First name', value: 'Mei' },
  { label: 'Last name', value: 'Chen' },
  { label: 'Start date', value: '2026-11-02' },
  { label: 'End date', value: '2026-11-04' },
];

async function fillTyped(page: Page, typed: readonly Typed[]) {
  for (const { label: name, value } of typed) await label(page, name).fill(value);
}

const sickNoteTyped = [
  { label: 'Reason for time off', value: 'Influenza with fever since last night' },
];

async function chooseRecordBirthDate(page: Page) {
  await label(page, 'Year').selectOption('1988');
  await label(page, 'Month').selectOption('04');
  await label(page, 'Day').selectOption('12');
}

async function openRecordFiles(page: Page) {
  await page.goto('/medical/records/records-demo-token');
  await page.getByRole('dialog', { name: 'Confirm your identity' }).waitFor();
  await chooseRecordBirthDate(page);
  await press(page, 'Confirm');
  await page.getByRole('dialog', { name: 'Your files' }).waitFor();
}

const RECORD_FILE = 'Lab results 2026-10-14.pdf';

const TOKEN_REPLY = 'Please fax it to the lab, thank you.';

// ------------------------------------------------------------------------------- patient pages

const BOOKING_SITE = 'The booking site';

/** The booking site cannot load here: its hand-off page is answered instead. */
async function stubBookingSite(page: Page) {
  await page.route('https://booking.clinicportal.ca/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: `<h1>${BOOKING_SITE}</h1>` }),
  );
}

async function openAccountEdit(page: Page) {
  await gotoReady(page, '/account', 'My Account');
  await press(page, 'Edit');
}

async function openPasswordTab(page: Page) {
  await gotoReady(page, '/account', 'My Account');
  await page.getByRole('tab', { name: 'Change Password' }).click();
}

const passwordTyped = [
  { label: 'Current Password', value: PASSWORD },
  { label: 'New Password', value: 'Sunrise#2027' },
  { label: 'Re-enter New Password', value: 'Sunrise#2027' },
];

async function openShouldUpdate(page: Page) {
  await page.goto('/account');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await dialog.getByRole('button', { name: 'Information is correct' }).waitFor();
}

/** The newest unreplied message that asks for no picture. */
const MESSAGE_ID = '65f1a2b3c4d5e6f7a8b90003';
const REPLY = 'About 30 minutes a day, and no supplements.';

async function openReply(page: Page) {
  await gotoReady(page, `/message/${MESSAGE_ID}`, 'Message from the clinic');
  await press(page, 'Reply');
  await page.getByRole('dialog', { name: 'Reply to the clinic' }).waitFor();
}

const COMPOSED = 'Can I book a flu shot next week?';

async function openMedicalInfoEdit(page: Page) {
  await gotoReady(page, '/medicalInfo/edit?formType=sick-note', 'Update Medical Information');
}

async function searchFor(page: Page, group: string, field: string, text: string) {
  const input = page.getByLabel(field, { exact: true });
  if (!(await input.isVisible())) {
    await page.getByRole('group', { name: group }).getByLabel('Other', { exact: true }).check();
  }
  await input.fill('');
  await input.fill(text);
}

const CONDITIONS = 'Have you had any of these medical conditions?';
const ALLERGIES = 'Are you allergic to any of these medications?';
const SEARCH_FAILED = 'The search is not available right now. Please try again in a moment.';

// ------------------------------------------------------------ requests, payment and upload

async function fillSickNoteRequest(page: Page) {
  await label(page, 'School').check();
  await fillTyped(page, sickNoteTyped);
  await page.getByLabel(/^I confirm that this information is true/).check();
}

const FORM_REQUEST = '/school-work-form?formType=school-work-form';
const formTyped = [
  { label: 'Details about the form', value: 'Return-to-work clearance for my employer' },
  { label: 'Number of pages', value: '3' },
];

async function fillFormRequest(page: Page) {
  await label(page, 'Form type').selectOption({ label: 'Work' });
  await fillTyped(page, formTyped);
  await page.getByLabel(/^I agree to the terms/).check();
}

const CARD = '4242 4242 4242 4242';

/** The mock card form, with the test card that succeeds. */
async function fillCard(page: Page) {
  await label(page, 'Card number').fill(CARD);
  await label(page, 'Expiration date').fill('12 / 34');
  await label(page, 'Security code (CVC)').fill('123');
}

async function payNow(page: Page) {
  await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
  await fillCard(page);
  await press(page, 'Pay now');
}

/** A new sick-note request, sent: the payment page with its card form. */
async function openSickNotePayment(page: Page) {
  await gotoReady(page, '/sick-note', 'Request a sick note');
  await fillSickNoteRequest(page);
  await press(page, 'Continue');
  await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
  await label(page, 'Card number').waitFor();
}

// docs/requests.md#lost-answers
const PAYMENT_UNKNOWN = 'We could not confirm whether your payment went through.';
const DO_NOT_PAY =
  'Please do not pay again. Check again in a moment: if your card was charged, it will show here.';

/**
 * A new form request, sent and paid: the patient lands on its upload page. Each call that ends
 * in a submission uses up a form; the seeded one serves the first such call of a group.
 */
async function payForForm(page: Page) {
  await gotoReady(page, FORM_REQUEST, 'Request a form');
  await fillFormRequest(page);
  await press(page, 'Continue');
  await payNow(page);
  await page.getByRole('heading', { level: 1, name: 'Upload Documents' }).waitFor();
}

/** The seeded paid form of patient@example.com that waits for its documents, and its mailed token. */
const WAITING_FORM_ID = '6650f1a2b3c4d5e6f7a80001';
const WAITING_FORM_TOKEN = 'upload-demo-token';

/** The patient's newest paid form whose documents the clinic has not received (the mock's record). */
const waitingForm = (page: Page) =>
  page.evaluate(() => {
    const saved = JSON.parse(window.localStorage.getItem('mockClinic.db.v1') ?? '{}') as {
      schoolWorkForms?: {
        formId: string;
        accessToken: string;
        paymentComplete: boolean;
        uploadedToOscar: boolean;
        createdAt: string;
      }[];
    };
    const waiting = (saved.schoolWorkForms ?? [])
      .filter((form) => form.paymentComplete && !form.uploadedToOscar)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    const form = waiting[waiting.length - 1];
    if (!form) throw new Error('No paid form waits for its documents');
    return { formId: form.formId, accessToken: form.accessToken };
  });

const UPLOAD_FILE = 'referral.pdf';
const UPLOAD_LIMITS = 'Up to 3 files, 10 MB in all. PDF, JPG or PNG.';
const UPLOAD_DONE = 'Your documents were submitted to the clinic.';
const SUBMIT_OR_RETRY = /^(Complete Submission|Try Again)$/;

/** The upload page of the newest waiting form, with a file chosen unless its files are sent. */
async function openUpload(page: Page, by: 'id' | 'token') {
  const form = await waitingForm(page);
  await page.goto(
    by === 'id'
      ? `/school-work-form/upload/${form.formId}`
      : `/school-work-form/upload-token/${form.accessToken}`,
  );
  await page.getByRole('button', { name: 'Complete Submission', exact: true }).waitFor();
  const picker = page.getByLabel(/^Your documents/);
  if (await picker.isVisible()) {
    await picker.setInputFiles({
      name: UPLOAD_FILE,
      mimeType: 'application/pdf',
      buffer: tinyPdf(),
    });
    await page.getByText(UPLOAD_FILE).first().waitFor();
  }
}

const sendUpload = (page: Page) => page.getByRole('button', { name: SUBMIT_OR_RETRY }).click();

// docs/requests.md#upload-messages
const RETRIEVE_FAILED = 'Could not retrieve form data. Please try again.';
const LOGIN_FOR_FORM = 'Please log in to access this form. Your session may have expired.';
const UPLOAD_SESSION_ENDED = 'Your session has expired. Please log in again to continue.';
const UPLOAD_FAILED = 'Failed to upload files. Please try again.';
const SUBMISSION_FAILED = "Error submitting to the clinic's system. Please try again.";

/** The mailed link's page is public: the session ends, the page stays and offers Log In. */
const linkLogsOut = (text: string): Expected => ({ texts: [text], logsOut: true, logIn: 'Log In' });

// ------------------------------------------------------------------------------- the inventory

export const faultCalls: readonly FaultCall[] = [
  // ---- /login
  {
    client: 'api',
    method: 'POST',
    path: '/login',
    fail: '/login',
    page: '/login',
    group: 'login',
    open: openLogin,
    fill: loginFill,
    typed: loginTyped,
    button: 'Log In',
    send: (page) => press(page, 'Log In'),
    // docs/account.md#login-rules-and-messages: 'Login Failed, Network error.' whenever the call throws; no session to end.
    expect: {
      '500': { texts: ['Login Failed, Network error.'] },
      network: { texts: ['Login Failed, Network error.', BANNER] },
      tokenNotValid: { texts: ['Login Failed, Network error.'] },
    },
    inFlight: 'button',
    holdFullDelay: true,
    success: 'Welcome, Mei Chen',
  },
  {
    client: 'api',
    method: 'GET',
    path: '/me',
    fail: '/me',
    page: '/login',
    group: 'login',
    open: openLogin,
    fill: loginFill,
    typed: loginTyped,
    button: 'Log In',
    send: (page) => press(page, 'Log In'),
    // The login was accepted but the patient could not be loaded: not logged in after all.
    expect: {
      '500': { texts: ['Login Failed'] },
      network: { texts: ['Login Failed, Network error.', BANNER] },
      tokenNotValid: { texts: ['Login Failed'] },
    },
    success: 'Welcome, Mei Chen',
  },
  {
    client: 'api',
    method: 'GET',
    path: '/me',
    fail: '/me',
    page: 'any patient page, opened with a stored session',
    group: 'session',
    as: 'patient@example.com',
    open: (page) => gotoReady(page, '/dashboard', 'Welcome, Mei Chen'),
    send: (page) => page.reload().then(() => undefined),
    // docs/account.md#login-state: the spec logs out on a failed current-user load; issue 14 narrows it to the service
    // refusing the session: an unreachable or failing service (a 502 during a deploy) keeps the
    // session and its draft, and the page comes back by itself once the service answers again.
    expect: {
      '500': { texts: [BANNER], recovers: true },
      network: { texts: [BANNER], recovers: true },
      tokenNotValid: LOGS_OUT,
    },
    success: 'Welcome, Mei Chen',
  },

  // ---- /register
  {
    client: 'api',
    method: 'GET',
    path: '/pharmacy/all',
    fail: '/pharmacy/all',
    page: '/register',
    group: 'register',
    open: (page) => gotoReady(page, '/register', /Sign Up|Create/),
    send: (page) => page.reload().then(() => undefined),
    // docs/account.md#pharmacy-picker: the pharmacy list fails quietly; the picker says so.
    expect: quiet('The pharmacy list could not be loaded. Please try again later.'),
    success: 'Search by pharmacy name or address',
  },
  {
    client: 'api',
    method: 'POST',
    path: '/register',
    fail: '/register',
    page: '/register',
    group: 'register',
    open: (page) => gotoReady(page, '/register', /Sign Up|Create/),
    fill: fillRegistration,
    typed: registerTyped,
    button: 'Sign Up',
    send: (page) => press(page, 'Sign Up'),
    // docs/account.md#registration-outcome: 'Unknown error occurred, …'; a refusal with words shows the service's words.
    expect: failure('Unknown error occurred, please contact support team', {
      texts: [SESSION_EXPIRED],
    }),
    inFlight: 'button',
    success: 'Please confirm your e-mail address',
  },

  // ---- /forgotpassword
  {
    client: 'api',
    method: 'POST',
    path: '/login/forgot/validate',
    fail: '/login/forgot/validate',
    page: '/forgotpassword',
    group: 'recovery',
    open: (page) => gotoReady(page, '/forgotpassword', 'Forgot your password?'),
    fill: fillIdentity,
    typed: [{ label: 'Email', value: 'patient@example.com' }],
    button: 'Validate my information',
    send: (page) => press(page, 'Validate my information'),
    expect: failure('Server error', { texts: ['Server error'] }),
    inFlight: 'button',
    success: 'User Found',
  },
  {
    client: 'api',
    method: 'POST',
    path: '/login/forgot',
    fail: '/login/forgot',
    page: '/forgotpassword',
    group: 'recovery',
    open: toFoundStep,
    button: 'Confirm',
    send: (page) => press(page, 'Confirm'),
    expect: failure('Server error', { texts: ['Server error'] }),
    inFlight: 'button',
    success: 'Choose a new password',
  },
  {
    client: 'api',
    method: 'POST',
    path: '/login/reset',
    fail: '/login/reset',
    page: '/forgotpassword',
    group: 'recovery',
    open: async (page) => {
      await toFoundStep(page);
      await press(page, 'Confirm');
      await page.getByRole('heading', { name: /Choose a new password/ }).waitFor();
    },
    fill: fillReset,
    typed: [
      { label: 'New password', value: 'Sunrise#2027' },
      { label: 'Confirm new password', value: 'Sunrise#2027' },
    ],
    button: 'Reset My Password',
    send: (page) => press(page, 'Reset My Password'),
    expect: failure('Server error', { texts: ['Server error'] }),
    inFlight: 'button',
    success: 'Your password has been reset',
  },

  // ---- /auth-message/{token}
  {
    client: 'api',
    method: 'GET',
    path: '/auth-message/{token}',
    fail: '/auth-message/auth-demo-token',
    page: '/auth-message/{token}',
    group: 'login link',
    open: (page) => page.goto('/').then(() => undefined),
    send: (page) => page.goto('/auth-message/auth-demo-token').then(() => undefined),
    retry: (page) => press(page, 'Try again'),
    // docs/account.md#login-by-link: 'server error' when the call fails (the page offers Try again); a refusal
    // shows the service's words and goes home.
    expect: failure('server error', { texts: ['server error'] }),
    success: 'Welcome, Mei Chen',
  },

  // ---- /validate
  {
    client: 'api',
    method: 'GET',
    path: '/services/sicknote/validateById/{id}',
    fail: '/services/sicknote/validateById/*',
    page: '/validate',
    group: 'validate',
    open: (page) => gotoReady(page, '/validate', 'Validate a Sick Note'),
    fill: async (page) => {
      await fillTyped(page, validateTyped);
      await robot(page);
    },
    typed: validateTyped,
    button: 'Validate',
    send: (page) => press(page, 'Validate'),
    // docs/sick-note-check.md#sick-note-check-rules-and-messages: 'Something went wrong!'; the service's own words for a refusal.
    expect: failure('Something went wrong!', { texts: [SESSION_EXPIRED] }),
    inFlight: 'button',
    success: 'Sick note is valid and verified.',
  },

  // ---- /sick-note: the agreement is recorded before anything else of the request
  {
    client: 'api',
    method: 'POST',
    path: '/services/agreement/save',
    fail: '/services/agreement/save',
    page: '/sick-note',
    group: 'sick-note request',
    as: 'patient@example.com',
    open: (page) => gotoReady(page, '/sick-note', 'Request a sick note'),
    fill: fillSickNoteRequest,
    typed: sickNoteTyped,
    button: 'Continue',
    send: (page) => press(page, 'Continue'),
    // docs/requests.md#agreement: 'Failed to submit form'.
    expect: failure('Failed to submit form'),
    inFlight: 'button',
    success: 'Pay now',
  },
  {
    client: 'api',
    method: 'POST',
    path: '/services/sicknote/validate',
    fail: '/services/sicknote/validate',
    page: '/sick-note',
    group: 'sick-note request',
    as: 'patient@example.com',
    open: (page) => gotoReady(page, '/sick-note', 'Request a sick note'),
    fill: fillSickNoteRequest,
    typed: sickNoteTyped,
    button: 'Continue',
    send: (page) => press(page, 'Continue'),
    // docs/requests.md#sick-note-price: a failed call 'Failed to validate form'.
    expect: failure('Failed to validate form'),
    inFlight: 'button',
    success: 'Pay now',
  },

  // ---- /school-work-form: the agreement, the check, then the form saved without files
  {
    client: 'api',
    method: 'POST',
    path: '/services/schoolworkform/validate',
    fail: '/services/schoolworkform/validate',
    page: '/school-work-form',
    group: 'form request',
    as: 'patient@example.com',
    open: (page) => gotoReady(page, FORM_REQUEST, 'Request a form'),
    fill: fillFormRequest,
    typed: formTyped,
    button: 'Continue',
    send: (page) => press(page, 'Continue'),
    // docs/requests.md#form-request-rules-and-messages: validation call failed, 'Failed to validate form'.
    expect: failure('Failed to validate form'),
    inFlight: 'button',
    success: 'Pay now',
  },
  {
    client: 'api',
    method: 'POST',
    path: '/services2/sicknote/save_school_work_form',
    fail: '/services2/sicknote/save_school_work_form',
    page: '/school-work-form',
    group: 'form request',
    as: 'patient@example.com',
    open: (page) => gotoReady(page, FORM_REQUEST, 'Request a form'),
    fill: fillFormRequest,
    typed: formTyped,
    button: 'Continue',
    send: (page) => press(page, 'Continue'),
    // The service's text for a refusal, else 'Failed to save form'.
    expect: failure('Failed to save form'),
    inFlight: 'button',
    success: 'Pay now',
  },

  // ---- /sick-note/payment: the card charge, the money path
  {
    client: 'api',
    method: 'POST',
    path: '/sick-note/charge',
    fail: '/sick-note/charge',
    page: '/sick-note/payment',
    group: 'payment',
    as: 'patient@example.com',
    open: openSickNotePayment,
    fill: fillCard,
    typed: [{ label: 'Card number', value: CARD }],
    button: 'Pay now',
    send: (page) => press(page, 'Pay now'),
    // After a lost answer Pay stays disabled: the way on is to ask again.
    retry: (page) => press(page, 'Check again'),
    // docs/requests.md#payment-messages: a 5xx 'Payment processing error', the card kept.
    // docs/requests.md#lost-answers: no answer may mean the card was charged. The page asks
    // again with the same key; that answer lost too, it says so and keeps Pay disabled.
    expect: {
      '500': { texts: ['Payment processing error'] },
      network: {
        texts: [PAYMENT_UNKNOWN, DO_NOT_PAY, BANNER],
        held: 'Pay now',
        freed: 'Check again',
      },
      tokenNotValid: LOGS_OUT,
    },
    // The charge is made and its answer lost; the page's check of it is lost too.
    inject: { network: ['lostReply', 'network'] },
    // docs/requests.md#one-charge-per-request: however many times it was asked, one charge.
    charges: 1,
    inFlight: 'status',
    success: 'Payment successful',
  },

  // ---- /school-work-form/upload/{formId}: the form read, the files sent, the clinic told
  {
    client: 'api',
    method: 'GET',
    path: '/services2/sicknote/school_work_form/{formId}',
    fail: `/services2/sicknote/school_work_form/${WAITING_FORM_ID}`,
    page: '/school-work-form/upload/{formId}',
    group: 'upload',
    as: 'patient@example.com',
    open: (page) => gotoReady(page, '/dashboard', 'Welcome, Mei Chen'),
    send: (page) => page.goto(`/school-work-form/upload/${WAITING_FORM_ID}`).then(() => undefined),
    retry: (page) => press(page, 'Try Again'),
    // docs/requests.md#upload-messages: the form could not be read (network, 5xx).
    expect: failure(RETRIEVE_FAILED, LOGS_OUT, { banner: false }),
    inFlight: 'status',
    success: UPLOAD_LIMITS,
  },
  {
    client: 'api',
    method: 'POST',
    path: '/services2/sicknote/complete_oscar_submission',
    fail: '/services2/sicknote/complete_oscar_submission',
    page: '/school-work-form/upload/{formId}',
    group: 'upload',
    as: 'patient@example.com',
    open: (page) => openUpload(page, 'id'),
    // The files reach the service; telling the clinic's system fails. Try Again sends only that.
    button: 'Try Again',
    send: sendUpload,
    expect: failure(SUBMISSION_FAILED),
    inFlight: 'status',
    success: UPLOAD_DONE,
  },
  {
    client: 'api',
    method: 'POST',
    path: '/services2/sicknote/upload_school_work_files',
    fail: '/services2/sicknote/upload_school_work_files',
    page: '/school-work-form/upload/{formId}',
    group: 'upload',
    as: 'patient@example.com',
    setup: payForForm,
    open: (page) => openUpload(page, 'id'),
    keeps: [UPLOAD_FILE],
    button: 'Try Again',
    send: sendUpload,
    // docs/requests.md#upload-states: the files stay chosen, and Try Again sends them again.
    expect: failure(UPLOAD_FAILED),
    inFlight: 'status',
    success: UPLOAD_DONE,
  },

  // ---- /school-work-form/upload-token/{token}: the same by the mailed link
  {
    client: 'api',
    method: 'GET',
    path: '/services2/sicknote/school_work_form_token/{token}',
    fail: `/services2/sicknote/school_work_form_token/${WAITING_FORM_TOKEN}`,
    page: '/school-work-form/upload-token/{token}',
    group: 'upload link',
    as: 'patient@example.com',
    open: (page) => gotoReady(page, '/dashboard', 'Welcome, Mei Chen'),
    send: (page) =>
      page.goto(`/school-work-form/upload-token/${WAITING_FORM_TOKEN}`).then(() => undefined),
    retry: (page) => press(page, 'Try Again'),
    expect: failure(RETRIEVE_FAILED, linkLogsOut(LOGIN_FOR_FORM), { banner: false }),
    inFlight: 'status',
    success: UPLOAD_LIMITS,
  },
  {
    client: 'api',
    method: 'POST',
    path: '/services2/sicknote/complete_oscar_submission_token/{token}',
    fail: '/services2/sicknote/complete_oscar_submission_token/*',
    page: '/school-work-form/upload-token/{token}',
    group: 'upload link',
    as: 'patient@example.com',
    open: (page) => openUpload(page, 'token'),
    button: 'Try Again',
    send: sendUpload,
    expect: failure(SUBMISSION_FAILED, linkLogsOut(UPLOAD_SESSION_ENDED)),
    inFlight: 'status',
    success: UPLOAD_DONE,
  },
  {
    client: 'api',
    method: 'POST',
    path: '/services2/sicknote/upload_school_work_files_token/{token}',
    fail: '/services2/sicknote/upload_school_work_files_token/*',
    page: '/school-work-form/upload-token/{token}',
    group: 'upload link',
    as: 'patient@example.com',
    setup: payForForm,
    open: (page) => openUpload(page, 'token'),
    keeps: [UPLOAD_FILE],
    button: 'Try Again',
    send: sendUpload,
    expect: failure(UPLOAD_FAILED, linkLogsOut(UPLOAD_SESSION_ENDED)),
    inFlight: 'status',
    success: UPLOAD_DONE,
  },

  // ---- /medical/records/{token}
  {
    client: 'api',
    method: 'GET',
    path: '/services2/medical/record/{token}',
    fail: '/services2/medical/record/records-demo-token',
    page: '/medical/records/{token}',
    group: 'records',
    open: (page) => page.goto('/validate').then(() => undefined),
    send: (page) => page.goto('/medical/records/records-demo-token').then(() => undefined),
    retry: (page) => press(page, 'Try again'),
    // The link could not be checked: not the same as an invalid link, which goes home.
    expect: failure('This link could not be checked. Please try again.', {
      texts: [SESSION_EXPIRED],
    }),
    inFlight: 'status',
    success: 'Confirm your identity',
  },
  {
    client: 'api',
    method: 'GET',
    path: '/services2/verify/medical/record',
    fail: '/services2/verify/medical/record',
    page: '/medical/records/{token}',
    group: 'records',
    open: async (page) => {
      await page.goto('/medical/records/records-demo-token');
      await page.getByRole('dialog', { name: 'Confirm your identity' }).waitFor();
    },
    fill: chooseRecordBirthDate,
    button: 'Confirm',
    send: (page) => press(page, 'Confirm'),
    expect: failure('Your date of birth could not be checked. Please try again.', {
      texts: [SESSION_EXPIRED],
    }),
    inFlight: 'button',
    success: 'Your files',
  },
  {
    client: 'api',
    method: 'GET',
    path: '/services2/medical/record/download/{id}?token={token}',
    fail: '/services2/medical/record/download/*',
    page: '/medical/records/{token}',
    group: 'records',
    open: openRecordFiles,
    send: (page) => page.getByRole('button', { name: `Download ${RECORD_FILE}` }).click(),
    // The list is read again after every download, and its answer lowers the banner at once.
    expect: failure(
      'The file could not be downloaded. Please try again.',
      { texts: [SESSION_EXPIRED] },
      { banner: false },
    ),
    success: 'Already downloaded',
  },

  // ---- /message-reply?token=
  {
    client: 'api',
    method: 'GET',
    path: '/sick-note/message/reply',
    fail: '/sick-note/message/reply',
    page: '/message-reply',
    group: 'token reply',
    open: (page) => page.goto('/validate').then(() => undefined),
    send: (page) => page.goto('/message-reply?token=reply-demo-token').then(() => undefined),
    // docs/messages.md#token-reply-page: the pop-up says so and closes itself on a failure.
    expect: failure(
      'Server error, please try again later',
      { texts: ['Server error, please try again later'], contains: true },
      { contains: true },
    ),
    success: 'Your lab requisition is ready.',
  },
  {
    client: 'api',
    method: 'PUT',
    path: '/sick-note/message/update-replies',
    fail: '/sick-note/message/update-replies',
    page: '/message-reply',
    group: 'token reply',
    open: async (page) => {
      await page.goto('/message-reply?token=reply-demo-token');
      await label(page, 'Your reply').waitFor();
    },
    fill: (page) => label(page, 'Your reply').fill(TOKEN_REPLY),
    typed: [{ label: 'Your reply', value: TOKEN_REPLY }],
    button: 'Send reply',
    send: (page) => press(page, 'Send reply'),
    expect: failure('Server error, please try again later', { texts: [SESSION_EXPIRED] }),
    inFlight: 'button',
    success: 'Your message was successfully sent to the doctor.',
  },

  // ---- the home page and the footer
  {
    client: 'api',
    method: 'GET',
    path: '/services2/anouncement',
    fail: '/services2/anouncement',
    page: '/ and /dashboard',
    group: 'home',
    open: (page) => page.goto('/policies').then(() => undefined),
    send: (page) => page.goto('/').then(() => undefined),
    // A courtesy: the page goes without it, and no alert says so.
    expect: quiet('How we can help'),
    success: 'Clinic announcements',
  },
  {
    client: 'api',
    method: 'GET',
    path: '/config/fees',
    fail: '/config/fees',
    page: 'the footer’s Fee Schedule, the info pages, the request forms',
    group: 'home',
    open: (page) => page.goto('/policies').then(() => undefined),
    send: async (page) => {
      const open = page.getByRole('dialog', { name: 'Fee Schedule' });
      if (await open.isVisible()) {
        await open.getByRole('button', { name: 'Close', exact: true }).click();
        await open.waitFor({ state: 'hidden' });
      }
      await page.getByRole('button', { name: 'Fee Schedule', exact: true }).click();
      await page.getByRole('dialog', { name: 'Fee Schedule' }).waitFor();
    },
    // docs/calls.md#site-calls: a silent fallback to the cache, then the built-in fees.
    expect: quiet('private pay. GST included.', true),
    success: 'private pay. GST included.',
  },

  // ---- /dashboard
  {
    client: 'api',
    method: 'GET',
    path: '/services/oscarStatus',
    fail: '/services/oscarStatus',
    page: 'every patient page (the clinic-status channel)',
    group: 'dashboard',
    as: 'patient@example.com',
    open: (page) => gotoReady(page, '/dashboard', 'Welcome, Mei Chen'),
    send: (page) => page.reload().then(() => undefined),
    // docs/dashboard.md#clinic-system-status: a failure counts as offline.
    expect: quiet("The clinic's system is offline at the moment", true),
    success: 'Welcome, Mei Chen',
  },
  {
    client: 'api',
    method: 'GET',
    path: '/pharmacy/me',
    fail: '/pharmacy/me',
    page: '/dashboard',
    group: 'dashboard',
    as: 'patient@example.com',
    open: (page) => gotoReady(page, '/dashboard', 'Welcome, Mei Chen'),
    button: 'Family medicine appointment',
    send: (page) => press(page, 'Family medicine appointment'),
    // docs/errors.md#generic-error-handler: 'Error - detail'.
    expect: failure('Error - Internal Server Error'),
    inFlight: 'button',
    setup: stubBookingSite,
    success: BOOKING_SITE,
  },
  {
    client: 'api',
    method: 'GET',
    path: '/pharmacy/all',
    fail: '/pharmacy/all',
    page: '/dashboard (pharmacy dialog)',
    group: 'pharmacy dialog',
    as: 'nopharmacy@example.com',
    open: (page) => gotoReady(page, '/dashboard', /Welcome/),
    // Closed and opened again: the dialog asks for the list again each time it opens.
    send: async (page) => {
      const dialog = page.getByRole('dialog');
      if (await dialog.isVisible()) {
        await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
        await dialog.waitFor({ state: 'hidden' });
      }
      await press(page, 'Family medicine appointment');
    },
    expect: quiet('The pharmacy list could not be loaded. Please try again later.'),
    success: 'Search by pharmacy name or address',
  },
  {
    client: 'api',
    method: 'POST',
    path: '/pharmacy/addPreferredPharmacy',
    fail: '/pharmacy/addPreferredPharmacy',
    page: '/dashboard (pharmacy dialog)',
    group: 'pharmacy dialog',
    as: 'nopharmacy@example.com',
    open: async (page) => {
      await page.goto('/dashboard');
      await press(page, 'Family medicine appointment');
      await page.getByLabel('Search by pharmacy name or address').fill('Kerrisdale');
      await page
        .getByRole('radio', { name: /Kerrisdale Village Pharmacy/, checked: true })
        .waitFor();
    },
    button: 'Confirm pharmacy',
    send: (page) => press(page, 'Confirm pharmacy'),
    expect: failure('Error - Internal Server Error'),
    inFlight: 'button',
    setup: stubBookingSite,
    success: BOOKING_SITE,
  },

  // ---- /account
  {
    client: 'api',
    method: 'POST',
    path: '/me',
    fail: '/me',
    page: '/account',
    group: 'account',
    as: 'patient@example.com',
    open: openAccountEdit,
    fill: (page) => label(page, 'City').fill('Burnaby'),
    typed: [{ label: 'City', value: 'Burnaby' }],
    button: 'Update',
    send: (page) => press(page, 'Update'),
    // docs/account.md#profile-rules-and-messages: 'Server error.'
    expect: failure('Server error.'),
    inFlight: 'button',
    success: 'User info updated successfully',
  },
  {
    client: 'api',
    method: 'GET',
    path: '/pharmacy/all',
    fail: '/pharmacy/all',
    page: '/account',
    group: 'account',
    as: 'patient@example.com',
    open: (page) => gotoReady(page, '/account', 'My Account'),
    // Cancel, then Edit again: the list is asked for again without leaving the page.
    send: async (page) => {
      const cancel = page.getByRole('button', { name: 'Cancel', exact: true });
      if (await cancel.isVisible()) await cancel.click();
      await press(page, 'Edit');
    },
    expect: quiet('The pharmacy list could not be loaded. Please try again later.'),
    success: 'Modify my preferred pharmacy',
  },
  {
    client: 'api',
    method: 'POST',
    path: '/login/reset',
    fail: '/login/reset',
    page: '/account (Change Password)',
    group: 'account password',
    as: 'patient@example.com',
    open: openPasswordTab,
    fill: (page) => fillTyped(page, passwordTyped),
    typed: passwordTyped,
    button: 'Change Password',
    send: (page) => page.getByRole('button', { name: 'Change Password', exact: true }).click(),
    expect: failure('Reset password failed.'),
    inFlight: 'button',
    success: 'Your password has been changed successfully.',
  },
  {
    client: 'api',
    method: 'POST',
    path: '/me/shouldupdate',
    fail: '/me/shouldupdate',
    page: '/account (details to confirm)',
    group: 'details to confirm',
    as: 'update@example.com',
    open: openShouldUpdate,
    button: 'Information is correct',
    send: (page) => press(page, 'Information is correct'),
    expect: failure('Server error.'),
    inFlight: 'button',
    success: 'Welcome, Daniel Wong',
  },

  // ---- /message and /message/{id}
  {
    client: 'api',
    method: 'GET',
    path: '/message/',
    fail: '/message/',
    page: '/message',
    group: 'messages',
    as: 'patient@example.com',
    open: (page) => gotoReady(page, '/dashboard', 'Welcome, Mei Chen'),
    send: (page) => page.goto('/message').then(() => undefined),
    retry: (page) => press(page, 'Try again'),
    expect: failure('Your messages could not be loaded.', LOGS_OUT, {
      banner: false,
      contains: true,
    }),
    inFlight: 'status',
    success: 'Awaiting your reply',
  },
  {
    client: 'api',
    method: 'POST',
    path: '/message/sent',
    fail: '/message/sent',
    page: '/message',
    group: 'messages',
    as: 'patient@example.com',
    open: (page) => gotoReady(page, '/message', 'My Messages'),
    fill: (page) => label(page, 'Your message').fill(COMPOSED),
    typed: [{ label: 'Your message', value: COMPOSED }],
    button: 'Send',
    send: (page) => press(page, 'Send'),
    // docs/messages.md#new-message: 'message sent failed'.
    expect: failure('message sent failed'),
    inFlight: 'button',
    success: 'Your message was successfully sent to our medical office assistants',
  },
  {
    client: 'api',
    method: 'GET',
    path: '/message/{id}',
    fail: `/message/${MESSAGE_ID}`,
    page: '/message/{id}',
    group: 'message detail',
    as: 'patient@example.com',
    open: (page) => gotoReady(page, '/dashboard', 'Welcome, Mei Chen'),
    send: (page) => page.goto(`/message/${MESSAGE_ID}`).then(() => undefined),
    retry: (page) => press(page, 'Try again'),
    expect: failure('This message could not be loaded.', LOGS_OUT, {
      banner: false,
      contains: true,
    }),
    inFlight: 'status',
    success: 'Your blood test results are back',
  },
  {
    client: 'api',
    method: 'PUT',
    path: '/message/{id}',
    fail: `/message/${MESSAGE_ID}`,
    page: '/message/{id}',
    group: 'message detail',
    as: 'patient@example.com',
    open: openReply,
    fill: (page) => label(page, 'Your reply').fill(REPLY),
    typed: [{ label: 'Your reply', value: REPLY }],
    button: 'Send reply',
    send: (page) => press(page, 'Send reply'),
    // docs/messages.md#reply-dialog: 'Server error, please try again later'.
    expect: failure('Server error, please try again later'),
    inFlight: 'button',
    success: 'Your message was successfully sent to the doctor.',
  },

  // ---- /medicalInfo and /medicalInfo/edit
  {
    client: 'api',
    method: 'GET',
    path: '/services/medical-info',
    fail: '/services/medical-info',
    page: '/medicalInfo, /medicalInfo/edit',
    group: 'medical info',
    as: 'patient@example.com',
    open: (page) => gotoReady(page, '/dashboard', 'Welcome, Mei Chen'),
    send: (page) => page.goto('/medicalInfo?formType=sick-note').then(() => undefined),
    retry: (page) => press(page, 'Try again'),
    // docs/medical-info.md#confirm-medical-information: 'Server error' on load.
    expect: failure('Server error', LOGS_OUT, { banner: false }),
    inFlight: 'status',
    success: 'Confirm your medical information',
  },
  {
    client: 'medicationApi',
    method: 'GET',
    path: '/icd/name/{text}',
    fail: '/icd/name/*',
    page: '/medicalInfo/edit',
    group: 'medical info',
    as: 'patient@example.com',
    open: openMedicalInfoEdit,
    send: (page) => searchFor(page, CONDITIONS, 'Search for another medical condition', 'gout'),
    expect: failure(SEARCH_FAILED),
    success: 'Gout, unspecified',
  },
  {
    client: 'medicationApi',
    method: 'GET',
    path: '/drug/name/{text}',
    fail: '/drug/name/*',
    page: '/medicalInfo/edit',
    group: 'medical info',
    as: 'patient@example.com',
    open: openMedicalInfoEdit,
    send: (page) =>
      searchFor(page, ALLERGIES, 'Search for or type another medication', 'amlodipine'),
    expect: failure(SEARCH_FAILED),
    success: 'results. Choose one to add it.',
  },
  {
    client: 'medicationApi',
    method: 'POST',
    path: '/medicalinfo/',
    fail: '/medicalinfo/',
    page: '/medicalInfo/edit',
    group: 'medical info save',
    as: 'patient@example.com',
    open: openMedicalInfoEdit,
    fill: (page) => label(page, 'Supplements').fill('Fish oil 1000 mg daily'),
    typed: [{ label: 'Supplements', value: 'Fish oil 1000 mg daily' }],
    button: 'Save',
    send: (page) => press(page, 'Save'),
    // docs/medical-info.md#medical-information-rules-and-messages: 'Error occured' on save.
    expect: failure('Error occured'),
    inFlight: 'button',
    success: 'Medical information updated successfully.',
  },
  {
    client: 'medicationApi',
    method: 'GET',
    path: '/medicalinfo/{id}',
    fail: '/medicalinfo/*',
    page: '/medicalInfo/edit',
    group: 'medical info save',
    as: 'patient@example.com',
    open: openMedicalInfoEdit,
    fill: (page) => label(page, 'Supplements').fill('Vitamin D 1000 IU daily'),
    typed: [{ label: 'Supplements', value: 'Vitamin D 1000 IU daily' }],
    button: 'Save',
    send: (page) => press(page, 'Save'),
    expect: failure('Error occured'),
    success: 'Medical information updated successfully.',
  },
];

/**
 * Calls in src that no test makes fail yet. None today: every call above is made to fail in
 * every way by faults.spec.ts. The unit test (tests/faultsInventory.test.ts) still reads this
 * list, so a call that is knowingly left without its faults for a while is named here, and taken
 * off when its entry is added to `faultCalls`.
 */
export const uncovered: readonly string[] = [];

/**
 * Calls the client can make but no screen does yet. None today: a call of the spec that no flow
 * needs is not written at all, and README's service-contract notes say why. The unit test checks
 * that a function listed here stays unused; the first screen to use one must add it above.
 */
export const notCalled: Readonly<Record<string, string>> = {};

/** Made by the error boundary, whose own test (faults.spec.ts, 'the error page') covers it. */
export const reportCall = 'api POST /services/saveerror';

/**
 * Sent and forgotten: the tab has already ended the session, and no answer, or none at all,
 * may change what the patient sees. e2e/session.spec.ts makes them fail and checks it.
 */
export const fireAndForget: readonly string[] = ['api POST /logout'];

/** A call's name as the unit test writes it: client, method and path with {} for each value. */
export const callKey = (call: Pick<FaultCall, 'client' | 'method' | 'path'>) =>
  `${call.client} ${call.method} ${call.path.replace(/\{[^}]*\}/g, '{}')}`;
