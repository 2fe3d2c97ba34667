import {
  isLongEnoughNewPassword,
  PASSWORD_LENGTH_MUST_EXCEED,
} from '../../../lib/validation/passwordRules';
import { db, endSessionsOf, findUserByEmail } from '../db';
import { createSixDigitCode } from '../ids';
import { sendMail } from '../mail';
import { failWithMessage, ok } from '../replies';
import { readBody, secret, text, twoDigits } from './body';
import { route } from './route';
import { requireUser } from './session';

// A careful service (security review finding 7; ASVS V2.7.2, V2.7.3, V11.1.1): a mailed code is
// short-lived and cannot be guessed by trying, and a code is mailed only to an account whose
// identity step was just passed, so nobody can skip that step or mail-bomb an address.
export const RESET_CODE_LIFETIME_MS = 10 * 60 * 1000;
export const RESET_CODE_MAX_TRIES = 5;
export const RECOVERY_VALIDATION_LIFETIME_MS = 15 * 60 * 1000;

export const PASSWORD_MESSAGES = {
  botCheck: 'Please verify you are not a bot.',
  notValidated: 'Failed validating your information.',
  badCode: 'The reset code is not valid or has expired.',
  codeExpired: 'This reset code has expired. Please ask for a new code.',
  tooManyTries: 'Too many wrong codes were entered. Please ask for a new code.',
  validateFirst: 'Please validate your information again before asking for a reset code.',
  tooShort: `The length of password must be greater than ${PASSWORD_LENGTH_MUST_EXCEED}.`,
  wrongCurrent: 'Your current password is incorrect.',
} as const;

/** The account's identity step passed within RECOVERY_VALIDATION_LIFETIME_MS. */
function recentlyValidated(userId: string): boolean {
  return db.state.recoveryValidations.some(
    (entry) =>
      entry.userId === userId && Date.now() - entry.validatedAt <= RECOVERY_VALIDATION_LIFETIME_MS,
  );
}

function forgetValidation(userId: string): void {
  db.state.recoveryValidations = db.state.recoveryValidations.filter((v) => v.userId !== userId);
}

export const passwordHandlers = [
  route('post', '/login/forgot/validate', async ({ request }) => {
    const body = await readBody(request);
    if (!text(body.recaptcha)) return failWithMessage(PASSWORD_MESSAGES.botCheck);
    const record = findUserByEmail(text(body.email));
    const hin = text(body.hin);
    const birthday = record?.profile.birthday;
    const matches =
      !!record &&
      birthday?.year === text(body.birthYear) &&
      birthday.month === twoDigits(text(body.birthMonth)) &&
      birthday.day === twoDigits(text(body.birthDay)) &&
      (!hin || hin === record.profile.careCard.number);
    if (!matches) return failWithMessage(PASSWORD_MESSAGES.notValidated);
    forgetValidation(record.profile.id);
    db.state.recoveryValidations.push({ userId: record.profile.id, validatedAt: Date.now() });
    db.save();
    return ok();
  }),

  route('post', '/login/forgot', async ({ request }) => {
    const record = findUserByEmail(text((await readBody(request)).email));
    // Only after the identity step (a resend too, while it is recent). An unknown address gets
    // the same refusal as a known one that skipped the step, so the call cannot probe for accounts.
    if (!record || !recentlyValidated(record.profile.id)) {
      return failWithMessage(PASSWORD_MESSAGES.validateFirst);
    }
    const code = createSixDigitCode();
    // A new code replaces any earlier one: only the newest e-mail works.
    db.state.resetCodes = db.state.resetCodes.filter((c) => c.userId !== record.profile.id);
    db.state.resetCodes.push({
      userId: record.profile.id,
      code,
      createdAt: Date.now(),
      used: false,
    });
    db.save();
    sendMail({
      to: record.profile.email,
      subject: 'Your password reset code',
      code,
      body: [
        `Hello ${record.profile.firstName},`,
        '',
        `Your password reset code is ${code}. It is valid for 10 minutes and works once.`,
        '',
        'If you did not ask to reset your password, you can ignore this e-mail: your password has not changed.',
      ].join('\n'),
    });
    return ok();
  }),

  route('post', '/login/reset', async ({ request }) => {
    const body = await readBody(request);
    const password = secret(body.password);

    if (body.manualReset === true) {
      const record = requireUser(request);
      if (record.password !== secret(body.currentPassword)) {
        return failWithMessage(PASSWORD_MESSAGES.wrongCurrent);
      }
      if (!isLongEnoughNewPassword(password)) return failWithMessage(PASSWORD_MESSAGES.tooShort);
      record.password = password;
      db.save();
      return ok();
    }

    const record = findUserByEmail(text(body.email));
    const code = text(body.code);
    // Only the newest code of the account can work (a new one replaces it).
    const stored =
      record &&
      db.state.resetCodes.find(
        (candidate) => candidate.userId === record.profile.id && !candidate.used,
      );
    if (!record || !stored) return failWithMessage(PASSWORD_MESSAGES.badCode);
    if (Date.now() - stored.createdAt > RESET_CODE_LIFETIME_MS) {
      return failWithMessage(PASSWORD_MESSAGES.codeExpired);
    }
    if ((stored.wrongTries ?? 0) >= RESET_CODE_MAX_TRIES) {
      return failWithMessage(PASSWORD_MESSAGES.tooManyTries);
    }
    if (stored.code !== code) {
      stored.wrongTries = (stored.wrongTries ?? 0) + 1;
      db.save();
      return failWithMessage(
        stored.wrongTries >= RESET_CODE_MAX_TRIES
          ? PASSWORD_MESSAGES.tooManyTries
          : PASSWORD_MESSAGES.badCode,
      );
    }
    if (!isLongEnoughNewPassword(password)) return failWithMessage(PASSWORD_MESSAGES.tooShort);
    record.password = password;
    stored.used = true;
    forgetValidation(record.profile.id);
    db.save();
    // Whoever knew the old password is logged out everywhere.
    endSessionsOf(record.profile.id);
    return ok();
  }),
];
