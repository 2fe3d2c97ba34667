import type { Page } from '@playwright/test';
import { CARDS, fillCard, fillSickNote } from '../payment-helpers';
import { openAccountEdit, openPasswordTab, openShouldUpdate } from '../pages/account';
import { fillTyped, gotoReady, label, press, robot } from '../pages/common';
import { BOOKING_SITE, stubBookingSite } from '../pages/dashboard';
import { openLogin } from '../pages/login';
import { ALLERGIES, CONDITIONS, openMedicalInfoEdit, searchFor } from '../pages/medicalInfo';
import { MESSAGE_ID, openReply } from '../pages/messages';
import { RECORDS_LINK, chooseRecordBirthDate, openRecordFiles } from '../pages/records';
import { field, fillRegistration } from '../pages/register';
import { fillIdentity, fillReset, toFoundStep } from '../pages/recovery';
import {
  FORM_REQUEST,
  fillFormRequest,
  formTyped,
  openSickNotePayment,
  payForForm,
} from '../pages/requests';
import {
  UPLOAD_DONE,
  UPLOAD_FILE,
  UPLOAD_LIMITS,
  WAITING_FORM_ID,
  WAITING_FORM_TOKEN,
  openUpload,
  sendUpload,
} from '../pages/upload';
import { PASSWORD, fillLogin } from '../support';
import type { CallName } from './calls';
import { pressing, reload, typing, visit } from './steps';
import { PATIENT } from '../pages/session';
import type { Expected, FaultCall, FaultKind } from './types';

// Every call the app makes (e2e/faults/calls.ts names them), as data: where it is made, how a
// patient makes it (through the page objects of e2e/pages), what they typed, and what they must
// read when it fails. e2e/faults.spec.ts drives these.

export const BANNER =
  'We cannot reach the clinic service right now. Please check your internet connection; what you typed is kept, so you can try again in a moment.';
export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
const REGISTRATION_FAILED = 'Registration failed, Please check your input and try again.';

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

// ------------------------------------------------------------------ what the patient types

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

/** A whole registration the first time; after a failure only the bot check, done again. */
async function fillNewPatient(page: Page) {
  if ((await field(page, 'en', 'firstName').inputValue()) === '') {
    await fillRegistration(page, 'en', { email: REGISTER_EMAIL });
  } else {
    await robot(page);
  }
}

const validateTyped = [
  { label: 'Sick Note ID', value: 'SN-20261101' },
  { label: 'First name', value: 'Mei' },
  { label: 'Last name', value: 'Chen' },
  { label: 'Start date', value: '2026-11-02' },
  { label: 'End date', value: '2026-11-04' },
];

/** What fillSickNote types. */
const sickNoteTyped = [
  { label: 'Reason for time off', value: 'Influenza with fever since last night' },
];

const RECORD_FILE = 'Lab results 2026-10-14.pdf';
const TOKEN_REPLY = 'Please fax it to the lab, thank you.';

const passwordTyped = [
  { label: 'Current Password', value: PASSWORD },
  { label: 'New Password', value: 'Sunrise#2027' },
  { label: 'Re-enter New Password', value: 'Sunrise#2027' },
];

const REPLY = 'About 30 minutes a day, and no supplements.';
const COMPOSED = 'Can I book a flu shot next week?';
const SEARCH_FAILED = 'The search is not available right now. Please try again in a moment.';

const CARD = CARDS.visa;

const APPOINTMENTS_FAILED = 'Your appointments could not be loaded.';

// docs/requests.md#lost-answers
const PAYMENT_UNKNOWN = 'We could not confirm whether your payment went through.';
const DO_NOT_PAY =
  'Please do not pay again. Check again in a moment: if your card was charged, it will show here.';

// docs/requests.md#upload-messages
const RETRIEVE_FAILED = 'Could not retrieve form data. Please try again.';
const LOGIN_FOR_FORM = 'Please log in to access this form. Your session may have expired.';
const UPLOAD_SESSION_ENDED = 'Your session has expired. Please log in again to continue.';
const UPLOAD_FAILED = 'Failed to upload files. Please try again.';
const SUBMISSION_FAILED = "Error submitting to the clinic's system. Please try again.";

/** The mailed link's page is public: the session ends, the page stays and offers Log In. */
const linkLogsOut = (text: string): Expected => ({ texts: [text], logsOut: true, logIn: 'Log In' });

// ------------------------------------------------------------------------------- the inventory

const entries = [
  // ---- /login
  {
    call: 'api POST /login',
    fail: '/login',
    page: '/login',
    group: 'login',
    open: openLogin,
    fill: (page) => fillLogin(page, 'patient@example.com'),
    typed: loginTyped,
    ...pressing('Log In'),
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
  // (GET /me is no longer part of the login page: a login leaves by a fresh page load, whose
  // boot asks /me, as the next entry does: src/lib/thirdPartyScripts.ts.)
  {
    call: 'api POST /session/refresh',
    fail: '/session/refresh',
    page: 'any patient page, opened with a kept login',
    group: 'session',
    as: PATIENT,
    open: (page) => gotoReady(page, '/dashboard', 'Welcome, Mei Chen'),
    send: reload,
    // The page asks three times (again after 0.5 s and 1.5 s) before it says the service is not
    // available; it then waits, asking every 3 s, and the patient's page comes back by itself
    // (src/features/auth/restoreSession.ts). A refusal is the session's end.
    inject: { '500': ['500', '500', '500'], network: ['network', 'network', 'network'] },
    expect: {
      '500': { texts: [BANNER], recovers: true },
      network: { texts: [BANNER], recovers: true },
      tokenNotValid: LOGS_OUT,
    },
    success: 'Welcome, Mei Chen',
  },
  {
    call: 'api GET /me',
    fail: '/me',
    page: 'any patient page, opened with a stored session',
    group: 'session',
    as: PATIENT,
    open: (page) => gotoReady(page, '/dashboard', 'Welcome, Mei Chen'),
    send: reload,
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
    call: 'api GET /pharmacy/all',
    fail: '/pharmacy/all',
    page: '/register',
    group: 'register',
    open: (page) => gotoReady(page, '/register', /Sign Up|Create/),
    // The page asks for the list once the patient starts on the form (a first focus in it).
    send: async (page) => {
      await page.reload();
      await field(page, 'en', 'firstName').focus();
    },
    // docs/account.md#pharmacy-picker: the pharmacy list fails quietly; the picker says so, with
    // Try again (issue 26 point 3).
    expect: quiet('The pharmacy list could not be loaded.'),
    success: 'Search by pharmacy name or address',
  },
  {
    call: 'api POST /register',
    fail: '/register',
    page: '/register',
    group: 'register',
    open: (page) => gotoReady(page, '/register', /Sign Up|Create/),
    fill: fillNewPatient,
    typed: registerTyped,
    ...pressing('Sign Up'),
    // docs/account.md#registration-outcome: 'Unknown error occurred, …'; a refusal with words shows the service's words.
    // A visitor has no session: a tokenNotValid answer is a refusal in the page's own words.
    expect: failure('Unknown error occurred, please contact support team', {
      texts: [REGISTRATION_FAILED],
    }),
    inFlight: 'button',
    success: 'Please confirm your e-mail address',
  },

  // ---- /forgotpassword
  {
    call: 'api POST /login/forgot/validate',
    fail: '/login/forgot/validate',
    page: '/forgotpassword',
    group: 'recovery',
    open: (page) => gotoReady(page, '/forgotpassword', 'Forgot your password?'),
    fill: async (page) => {
      await fillIdentity(page);
      await robot(page);
    },
    typed: [{ label: 'Email', value: 'patient@example.com' }],
    ...pressing('Validate my information'),
    expect: failure('Server error', { texts: ['Server error'] }),
    inFlight: 'button',
    success: 'User Found',
  },
  {
    call: 'api POST /login/forgot',
    fail: '/login/forgot',
    page: '/forgotpassword',
    group: 'recovery',
    open: toFoundStep,
    ...pressing('Confirm'),
    expect: failure('Server error', { texts: ['Server error'] }),
    inFlight: 'button',
    success: 'Choose a new password',
  },
  {
    call: 'api POST /login/reset',
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
    ...pressing('Reset My Password'),
    expect: failure('Server error', { texts: ['Server error'] }),
    inFlight: 'button',
    success: 'Your password has been reset',
  },

  // ---- /auth-message/{token}
  {
    call: 'api GET /auth-message/{token}',
    fail: '/auth-message/auth-demo-token',
    page: '/auth-message/{token}',
    group: 'login link',
    open: visit('/'),
    send: visit('/auth-message/auth-demo-token'),
    retry: (page) => press(page, 'Try again'),
    // docs/account.md#login-by-link: 'server error' when the call fails (the page offers Try again); a refusal
    // shows the service's words and goes home.
    expect: failure('server error', { texts: ['server error'] }),
    success: 'Welcome, Mei Chen',
  },

  // ---- /validate
  {
    call: 'api GET /services/sicknote/validateById/{id}',
    fail: '/services/sicknote/validateById/*',
    page: '/validate',
    group: 'validate',
    open: (page) => gotoReady(page, '/validate', 'Validate a Sick Note'),
    fill: async (page) => {
      await fillTyped(page, validateTyped);
      await robot(page);
    },
    typed: validateTyped,
    ...pressing('Validate'),
    // docs/sick-note-check.md#sick-note-check-rules-and-messages: 'Something went wrong!'; the service's own words for a refusal.
    expect: failure('Something went wrong!', { texts: [SESSION_EXPIRED] }),
    inFlight: 'button',
    success: 'Sick note is valid and verified.',
  },

  // ---- /sick-note: the agreement is recorded before anything else of the request
  {
    call: 'api POST /services/agreement/save',
    fail: '/services/agreement/save',
    page: '/sick-note',
    group: 'sick-note request',
    as: PATIENT,
    open: (page) => gotoReady(page, '/sick-note', 'Request a sick note'),
    fill: (page) => fillSickNote(page, 'School'),
    typed: sickNoteTyped,
    ...pressing('Continue'),
    // docs/requests.md#agreement: 'Failed to submit form'.
    expect: failure('Failed to submit form'),
    inFlight: 'button',
    success: 'Pay now',
  },
  {
    call: 'api POST /services/sicknote/validate',
    fail: '/services/sicknote/validate',
    page: '/sick-note',
    group: 'sick-note request',
    as: PATIENT,
    open: (page) => gotoReady(page, '/sick-note', 'Request a sick note'),
    fill: (page) => fillSickNote(page, 'School'),
    typed: sickNoteTyped,
    ...pressing('Continue'),
    // docs/requests.md#sick-note-price: a failed call 'Failed to validate form'.
    expect: failure('Failed to validate form'),
    inFlight: 'button',
    success: 'Pay now',
  },

  // ---- /school-work-form: the agreement, the check, then the form saved without files
  {
    call: 'api POST /services/schoolworkform/validate',
    fail: '/services/schoolworkform/validate',
    page: '/school-work-form',
    group: 'form request',
    as: PATIENT,
    open: (page) => gotoReady(page, FORM_REQUEST, 'Request a form'),
    fill: fillFormRequest,
    typed: formTyped,
    ...pressing('Continue'),
    // docs/requests.md#form-request-rules-and-messages: validation call failed, 'Failed to validate form'.
    expect: failure('Failed to validate form'),
    inFlight: 'button',
    success: 'Pay now',
  },
  {
    call: 'api POST /services2/sicknote/save_school_work_form',
    fail: '/services2/sicknote/save_school_work_form',
    page: '/school-work-form',
    group: 'form request',
    as: PATIENT,
    open: (page) => gotoReady(page, FORM_REQUEST, 'Request a form'),
    fill: fillFormRequest,
    typed: formTyped,
    ...pressing('Continue'),
    // The service's text for a refusal, else 'Failed to save form'.
    expect: failure('Failed to save form'),
    inFlight: 'button',
    success: 'Pay now',
  },

  // ---- /sick-note/payment: the card charge, the money path
  {
    call: 'api POST /sick-note/charge',
    fail: '/sick-note/charge',
    page: '/sick-note/payment',
    group: 'payment',
    as: PATIENT,
    open: openSickNotePayment,
    fill: (page) => fillCard(page, CARD),
    typed: [{ label: 'Card number', value: CARD }],
    ...pressing('Pay now'),
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
    call: 'api GET /services2/sicknote/school_work_form/{formId}',
    fail: `/services2/sicknote/school_work_form/${WAITING_FORM_ID}`,
    page: '/school-work-form/upload/{formId}',
    group: 'upload',
    as: PATIENT,
    open: (page) => gotoReady(page, '/dashboard', 'Welcome, Mei Chen'),
    send: visit(`/school-work-form/upload/${WAITING_FORM_ID}`),
    retry: (page) => press(page, 'Try Again'),
    // docs/requests.md#upload-messages: the form could not be read (network, 5xx).
    expect: failure(RETRIEVE_FAILED, LOGS_OUT, { banner: false }),
    inFlight: 'status',
    success: UPLOAD_LIMITS,
  },
  {
    call: 'api POST /services2/sicknote/complete_oscar_submission',
    fail: '/services2/sicknote/complete_oscar_submission',
    page: '/school-work-form/upload/{formId}',
    group: 'upload',
    as: PATIENT,
    open: (page) => openUpload(page, 'id'),
    // The files reach the service; telling the clinic's system fails. Try Again sends only that.
    button: 'Try Again',
    send: sendUpload,
    expect: failure(SUBMISSION_FAILED),
    inFlight: 'status',
    success: UPLOAD_DONE,
  },
  {
    call: 'api POST /services2/sicknote/upload_school_work_files',
    fail: '/services2/sicknote/upload_school_work_files',
    page: '/school-work-form/upload/{formId}',
    group: 'upload',
    as: PATIENT,
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
    call: 'api GET /services2/sicknote/school_work_form_token/{token}',
    fail: `/services2/sicknote/school_work_form_token/${WAITING_FORM_TOKEN}`,
    page: '/school-work-form/upload-token/{token}',
    group: 'upload link',
    as: PATIENT,
    open: (page) => gotoReady(page, '/dashboard', 'Welcome, Mei Chen'),
    send: (page) =>
      page.goto(`/school-work-form/upload-token/${WAITING_FORM_TOKEN}`).then(() => undefined),
    retry: (page) => press(page, 'Try Again'),
    expect: failure(RETRIEVE_FAILED, linkLogsOut(LOGIN_FOR_FORM), { banner: false }),
    inFlight: 'status',
    success: UPLOAD_LIMITS,
  },
  {
    call: 'api POST /services2/sicknote/complete_oscar_submission_token/{token}',
    fail: '/services2/sicknote/complete_oscar_submission_token/*',
    page: '/school-work-form/upload-token/{token}',
    group: 'upload link',
    as: PATIENT,
    open: (page) => openUpload(page, 'token'),
    button: 'Try Again',
    send: sendUpload,
    expect: failure(SUBMISSION_FAILED, linkLogsOut(UPLOAD_SESSION_ENDED)),
    inFlight: 'status',
    success: UPLOAD_DONE,
  },
  {
    call: 'api POST /services2/sicknote/upload_school_work_files_token/{token}',
    fail: '/services2/sicknote/upload_school_work_files_token/*',
    page: '/school-work-form/upload-token/{token}',
    group: 'upload link',
    as: PATIENT,
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
    call: 'api GET /services2/medical/record/{token}',
    fail: '/services2/medical/record/records-demo-token',
    page: '/medical/records/{token}',
    group: 'records',
    open: visit('/validate'),
    send: visit(RECORDS_LINK),
    retry: (page) => press(page, 'Try again'),
    // The link could not be checked: not the same as an invalid link, which goes home. No session
    // is involved: a tokenNotValid answer makes the link invalid, not a session expired.
    expect: failure('This link could not be checked. Please try again.', {
      texts: ['This link is not valid.'],
    }),
    inFlight: 'status',
    success: 'Confirm your identity',
  },
  {
    call: 'api GET /services2/verify/medical/record',
    fail: '/services2/verify/medical/record',
    page: '/medical/records/{token}',
    group: 'records',
    open: async (page) => {
      await page.goto(RECORDS_LINK);
      await page.getByRole('dialog', { name: 'Confirm your identity' }).waitFor();
    },
    fill: chooseRecordBirthDate,
    ...pressing('Confirm'),
    expect: failure('Your date of birth could not be checked. Please try again.', {
      texts: ['Your date of birth could not be checked. Please try again.'],
    }),
    inFlight: 'button',
    success: 'Your files',
  },
  {
    call: 'api GET /services2/medical/record/download/{id}?token={token}',
    fail: '/services2/medical/record/download/*',
    page: '/medical/records/{token}',
    group: 'records',
    open: openRecordFiles,
    send: (page) => page.getByRole('button', { name: `Download ${RECORD_FILE}` }).click(),
    // The list is read again after every download, and its answer lowers the banner at once.
    expect: failure(
      'The file could not be downloaded. Your link still works for this file. Please try again.',
      {
        texts: [
          'The file could not be downloaded. Your link still works for this file. Please try again.',
        ],
      },
      { banner: false },
    ),
    success: 'Already downloaded',
  },
  {
    call: 'api POST /services2/medical/record/download/{id}/received',
    fail: '/services2/medical/record/download/*',
    page: '/medical/records/{token}',
    group: 'records',
    open: visit('/validate'),
    // The list read afresh each time: a confirmation that failed left the file on offer. Another
    // file than the download's above, which that entry's success spent.
    send: async (page) => {
      await openRecordFiles(page);
      await page.getByRole('button', { name: 'Download Visit summary 2026-09-30.pdf' }).click();
    },
    // docs/records.md#records-file-list: the file is saved; only the service was not told it
    // arrived (so the link offers it a while longer). Nothing for the patient to read.
    expect: quiet('Already downloaded'),
    success: 'Already downloaded',
  },

  // ---- /message-reply?token=
  {
    call: 'api GET /sick-note/message/reply',
    fail: '/sick-note/message/reply',
    page: '/message-reply',
    group: 'token reply',
    open: visit('/validate'),
    send: visit('/message-reply?token=reply-demo-token'),
    // docs/messages.md#token-reply-page: the pop-up says so and closes itself on a failure.
    expect: failure(
      'Server error, please try again later',
      { texts: ['Server error, please try again later'], contains: true },
      { contains: true },
    ),
    success: 'Your lab requisition is ready.',
  },
  {
    call: 'api PUT /sick-note/message/update-replies',
    fail: '/sick-note/message/update-replies',
    page: '/message-reply',
    group: 'token reply',
    open: async (page) => {
      await page.goto('/message-reply?token=reply-demo-token');
      await label(page, 'Your reply').waitFor();
    },
    ...typing('Your reply', TOKEN_REPLY),
    ...pressing('Send reply'),
    // A mailed link's page has no session: a tokenNotValid answer is a server error to it.
    expect: failure('Server error, please try again later', {
      texts: ['Server error, please try again later'],
    }),
    inFlight: 'button',
    success: 'Your message was successfully sent to the doctor.',
  },

  // ---- the home page and the footer
  {
    call: 'api GET /services2/anouncement',
    fail: '/services2/anouncement',
    page: '/ and /dashboard',
    group: 'home',
    open: visit('/policies'),
    send: visit('/'),
    // A courtesy: the page goes without it, and no alert says so.
    expect: quiet('How we can help'),
    success: 'Clinic announcements',
  },
  {
    call: 'api GET /config/fees',
    fail: '/config/fees',
    page: 'the footer’s Fee Schedule, the info pages, the request forms',
    group: 'home',
    open: visit('/policies'),
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
    call: 'api GET /me/appointments',
    fail: '/me/appointments',
    page: '/dashboard',
    group: 'dashboard',
    as: PATIENT,
    open: (page) => gotoReady(page, '/dashboard', 'Welcome, Mei Chen'),
    send: reload,
    retry: (page) => press(page, 'Try again'),
    // docs/dashboard.md#upcoming-appointments: the card says so; the services stay.
    expect: {
      '500': { texts: [APPOINTMENTS_FAILED, 'Sick Note Request'], contains: true },
      network: { texts: [APPOINTMENTS_FAILED, 'Sick Note Request'], contains: true },
      tokenNotValid: LOGS_OUT,
    },
    inFlight: 'status',
    success: 'Add to calendar',
  },
  {
    call: 'api GET /services/oscarStatus',
    fail: '/services/oscarStatus',
    page: 'every patient page (the clinic-status channel)',
    group: 'dashboard',
    as: PATIENT,
    open: (page) => gotoReady(page, '/dashboard', 'Welcome, Mei Chen'),
    send: reload,
    // docs/dashboard.md#clinic-system-status: a failure counts as offline.
    expect: quiet("The clinic's system is offline at the moment", true),
    success: 'Welcome, Mei Chen',
  },
  {
    call: 'api GET /pharmacy/me',
    fail: '/pharmacy/me',
    page: '/dashboard',
    group: 'dashboard',
    as: PATIENT,
    open: (page) => gotoReady(page, '/dashboard', 'Welcome, Mei Chen'),
    ...pressing('Family medicine appointment'),
    // docs/errors.md#generic-error-handler: 'Error - detail'.
    expect: failure('Error - Internal Server Error'),
    inFlight: 'button',
    setup: stubBookingSite,
    success: BOOKING_SITE,
  },
  {
    // The sister site's single-use code, asked for after the pharmacy check on the same press.
    call: 'api POST /auth/handoff',
    fail: '/auth/handoff',
    page: '/dashboard',
    group: 'dashboard',
    as: PATIENT,
    open: (page) => gotoReady(page, '/dashboard', 'Welcome, Mei Chen'),
    ...pressing('Family medicine appointment'),
    // docs/errors.md#generic-error-handler: 'Error - detail'.
    expect: failure('Error - Internal Server Error'),
    inFlight: 'button',
    setup: stubBookingSite,
    success: BOOKING_SITE,
  },
  {
    call: 'api GET /pharmacy/all',
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
    call: 'api POST /pharmacy/addPreferredPharmacy',
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
    ...pressing('Confirm pharmacy'),
    expect: failure('Error - Internal Server Error'),
    inFlight: 'button',
    setup: stubBookingSite,
    success: BOOKING_SITE,
  },

  // ---- /account
  {
    call: 'api POST /me',
    fail: '/me',
    page: '/account',
    group: 'account',
    as: PATIENT,
    open: openAccountEdit,
    ...typing('City', 'Burnaby'),
    ...pressing('Update'),
    // docs/account.md#profile-rules-and-messages: 'Server error.'
    expect: failure('Server error.'),
    inFlight: 'button',
    success: 'User info updated successfully',
  },
  {
    call: 'api GET /pharmacy/all',
    fail: '/pharmacy/all',
    page: '/account',
    group: 'account',
    as: PATIENT,
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
    call: 'api POST /login/reset',
    fail: '/login/reset',
    page: '/account (Change Password)',
    group: 'account password',
    as: PATIENT,
    open: openPasswordTab,
    fill: (page) => fillTyped(page, passwordTyped),
    typed: passwordTyped,
    button: 'Change Password',
    send: (page) => page.getByRole('button', { name: 'Change Password', exact: true }).click(),
    expect: failure('Your password could not be changed. Please try again.'),
    inFlight: 'button',
    success: 'Your password has been changed successfully.',
  },
  {
    call: 'api POST /me/shouldupdate',
    fail: '/me/shouldupdate',
    page: '/account (details to confirm)',
    group: 'details to confirm',
    as: 'update@example.com',
    open: openShouldUpdate,
    ...pressing('Information is correct'),
    expect: failure('Server error.'),
    inFlight: 'button',
    success: 'Welcome, Daniel Wong',
  },

  // ---- /message and /message/{id}
  {
    call: 'api GET /message/',
    fail: '/message/',
    page: '/message',
    group: 'messages',
    as: PATIENT,
    open: (page) => gotoReady(page, '/dashboard', 'Welcome, Mei Chen'),
    send: visit('/message'),
    retry: (page) => press(page, 'Try again'),
    expect: failure('Your messages could not be loaded.', LOGS_OUT, {
      banner: false,
      contains: true,
    }),
    inFlight: 'status',
    success: 'Awaiting your reply',
  },
  {
    call: 'api POST /message/sent',
    fail: '/message/sent',
    page: '/message',
    group: 'messages',
    as: PATIENT,
    open: (page) => gotoReady(page, '/message', 'My Messages'),
    ...typing('Your message', COMPOSED),
    ...pressing('Send'),
    // docs/messages.md#new-message: 'message sent failed'.
    expect: failure('message sent failed'),
    inFlight: 'button',
    success: 'Your message was successfully sent to our medical office assistants',
  },
  {
    call: 'api GET /message/awaiting-reply',
    fail: '/message/awaiting-reply',
    page: 'every patient page (the navigation’s Messages count)',
    group: 'messages',
    as: PATIENT,
    open: (page) => gotoReady(page, '/dashboard', 'Welcome, Mei Chen'),
    send: reload,
    // docs/messages.md#messages-awaiting-a-reply: a hint, so no badge and no alert; the page goes on.
    expect: quiet('Welcome, Mei Chen'),
    success: 'Welcome, Mei Chen',
  },
  {
    call: 'api GET /message/{id}',
    fail: `/message/${MESSAGE_ID}`,
    page: '/message/{id}',
    group: 'message detail',
    as: PATIENT,
    open: (page) => gotoReady(page, '/dashboard', 'Welcome, Mei Chen'),
    send: visit(`/message/${MESSAGE_ID}`),
    retry: (page) => press(page, 'Try again'),
    expect: failure('This message could not be loaded.', LOGS_OUT, {
      banner: false,
      contains: true,
    }),
    inFlight: 'status',
    success: 'Your blood test results are back',
  },
  {
    call: 'api PUT /message/{id}',
    fail: `/message/${MESSAGE_ID}`,
    page: '/message/{id}',
    group: 'message detail',
    as: PATIENT,
    open: openReply,
    ...typing('Your reply', REPLY),
    ...pressing('Send reply'),
    // docs/messages.md#reply-dialog: 'Server error, please try again later'.
    expect: failure('Server error, please try again later'),
    inFlight: 'button',
    success: 'Your message was successfully sent to the doctor.',
  },

  // ---- /medicalInfo and /medicalInfo/edit
  {
    call: 'api GET /services/medical-info',
    fail: '/services/medical-info',
    page: '/medicalInfo, /medicalInfo/edit',
    group: 'medical info',
    as: PATIENT,
    open: (page) => gotoReady(page, '/dashboard', 'Welcome, Mei Chen'),
    send: visit('/medicalInfo?formType=sick-note'),
    retry: (page) => press(page, 'Try again'),
    // docs/medical-info.md#confirm-medical-information: 'Server error' on load.
    expect: failure('Server error', LOGS_OUT, { banner: false }),
    inFlight: 'status',
    success: 'Confirm your medical information',
  },
  {
    call: 'medicationApi GET /icd/name/{text}',
    fail: '/icd/name/*',
    page: '/medicalInfo/edit',
    group: 'medical info',
    as: PATIENT,
    open: openMedicalInfoEdit,
    send: (page) => searchFor(page, CONDITIONS, 'Search for another medical condition', 'gout'),
    expect: failure(SEARCH_FAILED),
    success: 'Gout, unspecified',
  },
  {
    call: 'medicationApi GET /drug/name/{text}',
    fail: '/drug/name/*',
    page: '/medicalInfo/edit',
    group: 'medical info',
    as: PATIENT,
    open: openMedicalInfoEdit,
    send: (page) =>
      searchFor(page, ALLERGIES, 'Search for or type another medication', 'amlodipine'),
    expect: failure(SEARCH_FAILED),
    success: 'results. Choose one to add it.',
  },
  {
    call: 'medicationApi POST /medicalinfo/',
    fail: '/medicalinfo/',
    page: '/medicalInfo/edit',
    group: 'medical info save',
    as: PATIENT,
    open: openMedicalInfoEdit,
    ...typing('Supplements', 'Fish oil 1000 mg daily'),
    ...pressing('Save'),
    // docs/medical-info.md#medical-information-rules-and-messages: 'Error occured' on save.
    expect: failure('Error occured'),
    inFlight: 'button',
    success: 'Medical information updated successfully.',
  },
  {
    call: 'medicationApi GET /medicalinfo/{id}',
    fail: '/medicalinfo/*',
    page: '/medicalInfo/edit',
    group: 'medical info save',
    as: PATIENT,
    open: openMedicalInfoEdit,
    ...typing('Supplements', 'Vitamin D 1000 IU daily'),
    ...pressing('Save'),
    expect: failure('Error occured'),
    success: 'Medical information updated successfully.',
  },
] as const satisfies readonly FaultCall[];

/** A name of e2e/faults/calls.ts that no entry above drives. */
type Undriven = Exclude<CallName, (typeof entries)[number]['call']>;

/** Compiles only while every call of e2e/faults/calls.ts has an entry above. */
export const everyCallDriven: [Undriven] extends [never] ? true : { undriven: Undriven } = true;

export const faultCalls: readonly FaultCall[] = entries;
