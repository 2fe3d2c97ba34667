// Every call the app makes, by name, and what the fault inventory does with it. Pure data, with
// no Playwright in it: e2e/faults/inventory.ts drives each call named here (its entries refer to
// these names, and it does not compile while one has no entry), and tests/faultsInventory.test.ts
// reads src and fails when a call is named nowhere here, so a new call cannot skip its faults.

/**
 * The calls e2e/faults.spec.ts makes fail in every way, each as `client METHOD path`: the client
 * in src/api/client.ts, and the path as the source writes it, a {name} standing for a value put
 * in at run time.
 */
export const FAULT_CALLS = [
  'api POST /login',
  'api GET /me',
  'api POST /session/refresh',
  'api GET /pharmacy/all',
  'api POST /register',
  'api POST /login/forgot/validate',
  'api POST /login/forgot',
  'api POST /login/reset',
  'api GET /auth-message/{token}',
  'api GET /services/sicknote/validateById/{id}',
  'api POST /services/agreement/save',
  'api POST /services/sicknote/validate',
  'api POST /services/schoolworkform/validate',
  'api POST /services2/sicknote/save_school_work_form',
  'api POST /sick-note/charge',
  'api GET /services2/sicknote/school_work_form/{formId}',
  'api POST /services2/sicknote/complete_oscar_submission',
  'api POST /services2/sicknote/upload_school_work_files',
  'api GET /services2/sicknote/school_work_form_token/{token}',
  'api POST /services2/sicknote/complete_oscar_submission_token/{token}',
  'api POST /services2/sicknote/upload_school_work_files_token/{token}',
  'api GET /services2/medical/record/{token}',
  'api GET /services2/verify/medical/record',
  'api GET /services2/medical/record/download/{id}?token={token}',
  'api POST /services2/medical/record/download/{id}/received',
  'api GET /sick-note/message/reply',
  'api PUT /sick-note/message/update-replies',
  'api GET /services2/anouncement',
  'api GET /config/fees',
  'api GET /services/oscarStatus',
  'api GET /me/appointments',
  'api GET /pharmacy/me',
  'api POST /auth/handoff',
  'api POST /pharmacy/addPreferredPharmacy',
  'api POST /me',
  'api POST /me/shouldupdate',
  'api GET /message/',
  'api GET /message/awaiting-reply',
  'api POST /message/sent',
  'api GET /message/{id}',
  'api PUT /message/{id}',
  'api GET /services/medical-info',
  'medicationApi GET /icd/name/{text}',
  'medicationApi GET /drug/name/{text}',
  'medicationApi POST /medicalinfo/',
  'medicationApi GET /medicalinfo/{id}',
] as const;

export type CallName = (typeof FAULT_CALLS)[number];

export type Method = 'GET' | 'POST' | 'PUT';

/** A call's name as the unit test and the test titles write it: every {name} as {}. */
export const callKey = (name: string) => name.replace(/\{[^}]*\}/g, '{}');

/** The method of a named call ('api POST /login' → 'POST'). */
export const methodOf = (name: CallName) => name.split(' ')[1] as Method;

/**
 * Calls in src that no test makes fail yet. None today: every call above is made to fail in
 * every way by faults.spec.ts. The unit test still reads this list, so a call that is knowingly
 * left without its faults for a while is named here, and taken off when its entry is added to
 * the inventory.
 */
export const uncovered: readonly string[] = [];

/**
 * Calls the client can make but no screen does yet. None today: a call of the spec that no flow
 * needs is not written at all, and docs/calls.md#calls-the-portal-does-not-make says why. The
 * unit test checks that a function listed here stays unused; the first screen to use one must add
 * it above.
 */
export const notCalled: Readonly<Record<string, string>> = {};

/** Made by the error boundary, whose own test (faults.spec.ts, 'the error page') covers it. */
export const reportCall = 'api POST /services/saveerror';

/**
 * Sent and forgotten: the tab has already ended the session, and no answer, or none at all,
 * may change what the patient sees. e2e/session.spec.ts makes them fail and checks it.
 */
export const fireAndForget: readonly string[] = ['api POST /logout'];
