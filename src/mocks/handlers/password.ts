import { db, endSessionsOf, findUserByEmail } from '../db';
import { createSixDigitCode } from '../ids';
import { sendMail } from '../mail';
import { failWithMessage, ok } from '../replies';
import { readBody, secret, text, twoDigits } from './body';
import { route } from './route';
import { requireUser } from './session';

export const RESET_CODE_LIFETIME_MS = 60 * 60 * 1000;

export const PASSWORD_MESSAGES = {
  botCheck: 'Please verify you are not a bot.',
  notValidated: 'Failed validating your information.',
  badCode: 'The reset code is not valid or has expired.',
  tooShort: 'The length of password must be greater than 8.',
  wrongCurrent: 'Your current password is incorrect.',
} as const;

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
    return matches ? ok() : failWithMessage(PASSWORD_MESSAGES.notValidated);
  }),

  route('post', '/login/forgot', async ({ request }) => {
    const record = findUserByEmail(text((await readBody(request)).email));
    // The same answer for unknown addresses, so the call cannot probe for accounts.
    if (!record) return ok();
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
        `Your password reset code is ${code}. It is valid for 1 hour and works once.`,
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
      if (password.length < 8) return failWithMessage(PASSWORD_MESSAGES.tooShort);
      record.password = password;
      db.save();
      return ok();
    }

    const record = findUserByEmail(text(body.email));
    const code = text(body.code);
    const stored =
      record &&
      db.state.resetCodes.find(
        (candidate) =>
          candidate.userId === record.profile.id &&
          candidate.code === code &&
          !candidate.used &&
          Date.now() - candidate.createdAt <= RESET_CODE_LIFETIME_MS,
      );
    if (!record || !stored) return failWithMessage(PASSWORD_MESSAGES.badCode);
    if (password.length < 8) return failWithMessage(PASSWORD_MESSAGES.tooShort);
    record.password = password;
    stored.used = true;
    db.save();
    // Whoever knew the old password is logged out everywhere.
    endSessionsOf(record.profile.id);
    return ok();
  }),
];
