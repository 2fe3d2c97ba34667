import { HttpResponse } from 'msw';
import type { RegistrationPayload, Sex, SysErrorReply, User } from '../../../api/types';
import {
  isLongEnoughNewPassword,
  PASSWORD_LENGTH_MUST_EXCEED,
} from '../../../lib/validation/passwordRules';
import { isValidBcHealthNumber } from '../bcHealthNumber';
import { db, findUserByEmail, normalizeEmail } from '../db';
import { confirmEmailUrl } from '../hostedPages';
import { createRecordId, createToken } from '../ids';
import { sendMail } from '../mail';
import { failWithExtras } from '../replies';
import type { UserRecord } from '../types';
import { type Body, paramOf, readBody, secret, text, twoDigits } from './body';
import { findPharmacy } from './pharmacyLookup';
import { isStoredCanadianPhone } from './phones';
import { isBritishColumbia } from './provinces';
import { route } from './route';

export const CONFIRMATION_LIFETIME_MS = 6 * 60 * 60 * 1000;

export const REGISTER_MESSAGES = {
  botCheck: 'Please validate you are not a bot.',
  onePhone: 'Either Mobile Phone, Home Phone or International Phone is required for registration.',
  mobilePhone: 'The Mobile Phone Number you entered is invalid',
  phone: 'The Home Phone Number you entered is invalid.',
  internationalPhone: 'The International Phone is invalid.',
  internationalPhoneLength: 'The minimum International Phone digits has to be 9 or more.',
  email: 'Please enter a valid e-mail address.',
  bcHealthNumber: 'The BC healthcard number is invalid.',
  birthDate: 'Date of Birth is invalid.',
  pharmacy: 'Please select the preferred pharmacy.',
  agreement: 'Please mark checkbox below to continue.',
  healthCardTaken:
    'An account already exists under this health card number. Please reset your password to log in.',
  success: 'Registration successful. Please check your e-mail to confirm your account.',
} as const;

export const CONFIRM_MESSAGES = {
  expired: 'This confirmation link has expired. Please register again.',
  invalid: 'This confirmation link is not valid.',
} as const;

const cannotBeEmpty = (label: string) => `${label} cannot be empty.`;
const doNotMatch = (label: string) => `${label} and Confirm ${label} do not match.`;
const tooShort = (label: string, min: number) =>
  `The length of ${label} must be greater than ${min}.`;

/** The phone fields' parts, which the service joins (joinedPhone). */
type PhonePart = `${'phone' | 'mobilePhone'}${1 | 2 | 3}`;

/**
 * The portal's registration payload as the service reads it: text trimmed, phones joined, and the
 * pharmacy and agreement as sent (a request need not come from the portal).
 */
interface Registration extends Omit<
  RegistrationPayload,
  PhonePart | 'preferredPharmacy' | 'agreement'
> {
  preferredPharmacy: unknown;
  agreement: unknown;
  /** In Canada: the health card province is asked. */
  inCanada: boolean;
  /** In Canada with a card ('Other' means none): the number is asked. */
  hasCard: boolean;
}

function joinedPhone(body: Body, joined: 'phone' | 'mobilePhone'): string {
  return text(body[joined]) || [1, 2, 3].map((part) => text(body[`${joined}${part}`])).join('');
}

function readRegistration(body: Body): Registration {
  const country = text(body.country) || 'Canada';
  const healthCardProvince = text(body.healthCardProvince);
  const inCanada = country.toLowerCase() === 'canada';
  return {
    firstName: text(body.firstName),
    lastName: text(body.lastName),
    gender: text(body.gender),
    address: text(body.address),
    city: text(body.city),
    province: text(body.province),
    postal: text(body.postal),
    country,
    phone: joinedPhone(body, 'phone'),
    mobilePhone: joinedPhone(body, 'mobilePhone'),
    internationalPhone: text(body.internationalPhone),
    email: normalizeEmail(text(body.email)),
    emailConfirm: normalizeEmail(text(body.emailConfirm)),
    password: secret(body.password),
    passwordConfirm: secret(body.passwordConfirm),
    healthCardProvince,
    healthCardNumber: text(body.healthCardNumber),
    healthCardNumberConfirm: text(body.healthCardNumberConfirm),
    birthDay: twoDigits(text(body.birthDay)),
    birthMonth: twoDigits(text(body.birthMonth)),
    birthYear: text(body.birthYear),
    preferredPharmacy: body.preferredPharmacy,
    agreement: body.agreement,
    recaptcha: text(body.recaptcha),
    inCanada,
    hasCard: inCanada && healthCardProvince.toLowerCase() !== 'other',
  };
}

function isRealPastDate(year: string, month: string, day: string): boolean {
  if (!/^\d{4}$/.test(year) || !/^\d{2}$/.test(month) || !/^\d{2}$/.test(day)) return false;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return (
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day) &&
    Number(year) >= 1900 &&
    date.getTime() <= Date.now()
  );
}

type Rule = { fails: (r: Registration) => boolean; message: string };

const required = (
  label: string,
  value: (r: Registration) => string,
  applies: (r: Registration) => boolean = () => true,
): Rule => ({ fails: (r) => applies(r) && !value(r), message: cannotBeEmpty(label) });

// The portal's order, so both sides report the same first problem; only the bot check comes first,
// as a server verifies it before reading anything else.
const RULES: readonly Rule[] = [
  { fails: (r) => !r.recaptcha, message: REGISTER_MESSAGES.botCheck },
  required('First Name', (r) => r.firstName),
  required('Last Name', (r) => r.lastName),
  required('Gender', (r) => r.gender),
  required('Date of Birth', (r) => (r.birthDay && r.birthMonth && r.birthYear ? 'set' : '')),
  required('Address', (r) => r.address),
  required('City', (r) => r.city),
  required('Province', (r) => r.province),
  required('Postal Code', (r) => r.postal),
  required('Country', (r) => r.country),
  required(
    'Health Card Province',
    (r) => r.healthCardProvince,
    (r) => r.inCanada,
  ),
  required(
    'Health Card Number',
    (r) => r.healthCardNumber,
    (r) => r.hasCard,
  ),
  required(
    'Confirm Health Card Number',
    (r) => r.healthCardNumberConfirm,
    (r) => r.hasCard,
  ),
  required('Email', (r) => r.email),
  required('Confirm Email', (r) => r.emailConfirm),
  required('Password', (r) => r.password),
  required('Confirm Password', (r) => r.passwordConfirm),
  {
    fails: (r) => r.preferredPharmacy === null || r.preferredPharmacy === undefined,
    message: cannotBeEmpty('Preferred Pharmacy'),
  },
  {
    fails: (r) => !r.mobilePhone && !r.phone && !r.internationalPhone,
    message: REGISTER_MESSAGES.onePhone,
  },
  {
    fails: (r) => !!r.mobilePhone && !isStoredCanadianPhone(r.mobilePhone),
    message: REGISTER_MESSAGES.mobilePhone,
  },
  { fails: (r) => !!r.phone && !isStoredCanadianPhone(r.phone), message: REGISTER_MESSAGES.phone },
  {
    fails: (r) => !!r.internationalPhone && !/^\d+$/.test(r.internationalPhone),
    message: REGISTER_MESSAGES.internationalPhone,
  },
  {
    fails: (r) => !!r.internationalPhone && r.internationalPhone.length < 9,
    message: REGISTER_MESSAGES.internationalPhoneLength,
  },
  { fails: (r) => !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(r.email), message: REGISTER_MESSAGES.email },
  { fails: (r) => r.password !== r.passwordConfirm, message: doNotMatch('Password') },
  { fails: (r) => r.email !== r.emailConfirm, message: doNotMatch('Email') },
  {
    fails: (r) => r.hasCard && r.healthCardNumber !== r.healthCardNumberConfirm,
    message: doNotMatch('Health Card Number'),
  },
  // As the portal: 'greater than 8' is the rule (docs/account.md#password-length).
  {
    fails: (r) => !isLongEnoughNewPassword(r.password),
    message: tooShort('Password', PASSWORD_LENGTH_MUST_EXCEED),
  },
  {
    fails: (r) => r.hasCard && r.healthCardNumber.length < 6,
    message: tooShort('Health Card Number', 6),
  },
  {
    fails: (r) =>
      r.hasCard &&
      isBritishColumbia(r.healthCardProvince) &&
      !isValidBcHealthNumber(r.healthCardNumber),
    message: REGISTER_MESSAGES.bcHealthNumber,
  },
  {
    fails: (r) => !isRealPastDate(r.birthYear, r.birthMonth, r.birthDay),
    message: REGISTER_MESSAGES.birthDate,
  },
  { fails: (r) => !findPharmacy(r.preferredPharmacy), message: REGISTER_MESSAGES.pharmacy },
  { fails: (r) => r.agreement !== true, message: REGISTER_MESSAGES.agreement },
];

function sexOf(gender: string): Sex {
  return gender === 'Male' || gender === 'Female' ? gender : 'Other';
}

function isExpired(createdAt: number): boolean {
  return Date.now() - createdAt > CONFIRMATION_LIFETIME_MS;
}

/** An unconfirmed account whose link expired frees its e-mail and card for a new registration. */
function dropExpiredRegistrations(): void {
  const stale = new Set(
    db.state.users
      .filter((user) => !user.confirmed)
      .filter((user) => {
        const links = db.state.confirmations.filter((c) => c.userId === user.profile.id);
        return links.every((link) => isExpired(link.createdAt));
      })
      .map((user) => user.profile.id),
  );
  if (stale.size === 0) return;
  db.state.users = db.state.users.filter((user) => !stale.has(user.profile.id));
  db.save();
}

function createAccount(r: Registration): UserRecord {
  const profile: User = {
    id: createRecordId(),
    demographicNo: Math.max(10000, ...db.state.users.map((u) => u.profile.demographicNo)) + 1,
    firstName: r.firstName,
    lastName: r.lastName,
    address: r.address,
    city: r.city,
    province: r.province,
    postal: r.postal,
    phone: r.phone,
    mobilePhone: r.mobilePhone,
    internationalPhone: r.internationalPhone,
    birthday: { year: r.birthYear, month: r.birthMonth, day: r.birthDay },
    careCard: r.inCanada
      ? { number: r.hasCard ? r.healthCardNumber : '', province: r.healthCardProvince }
      : { number: '', province: '' },
    sex: sexOf(r.gender),
    email: r.email,
    country: r.country,
    preferredPharmacy: findPharmacy(r.preferredPharmacy) ?? null,
    familyDoc: null,
    isChanged: false,
    shouldUpdate: false,
    blocked: false,
    askmedBlocked: false,
    appVisibility: ['askmedication', 'asklabtest'],
    appointmentType: [],
  };
  return {
    profile,
    password: r.password,
    confirmed: false,
    registeredAt: new Date().toISOString(),
  };
}

function mailConfirmation(record: UserRecord): void {
  const token = createToken();
  db.state.confirmations.push({
    token,
    userId: record.profile.id,
    createdAt: Date.now(),
    confirmedAt: null,
  });
  db.save();
  const link = confirmEmailUrl(token);
  sendMail({
    to: record.profile.email,
    subject: 'Confirm your e-mail address',
    link,
    body: [
      `Hello ${record.profile.firstName},`,
      '',
      'Thank you for registering with the clinic patient portal. Please confirm your e-mail address within 6 hours by opening this link:',
      '',
      link,
      '',
      'If the link has expired, please register again. If you did not create this account, you can ignore this e-mail.',
    ].join('\n'),
  });
}

export const registerHandlers = [
  route('post', '/register', async ({ request }) => {
    const registration = readRegistration(await readBody(request));
    const broken = RULES.find((rule) => rule.fails(registration));
    if (broken) return failWithExtras(broken.message);

    dropExpiredRegistrations();
    if (findUserByEmail(registration.email)) {
      // The real service lets the database's unique index answer, raw.
      const reply: SysErrorReply = {
        sysError: {
          code: 11000,
          keyValue: { email: registration.email },
          message: 'E11000 duplicate key error collection: users index: email_1 dup key',
        },
      };
      return HttpResponse.json(reply, { status: 400 });
    }
    if (
      registration.hasCard &&
      db.state.users.some((user) => user.profile.careCard.number === registration.healthCardNumber)
    ) {
      return failWithExtras(REGISTER_MESSAGES.healthCardTaken);
    }

    const record = createAccount(registration);
    db.state.users.push(record);
    db.save();
    mailConfirmation(record);
    return HttpResponse.json({ success: true, extras: { message: REGISTER_MESSAGES.success } });
  }),

  route(
    'get',
    '/register/confirm/:token',
    ({ params }) => {
      const token = paramOf(params.token);
      const link = db.state.confirmations.find((candidate) => candidate.token === token);
      if (!link) return HttpResponse.json({ success: false, message: CONFIRM_MESSAGES.invalid });
      // Opening the link twice (a second click, React's doubled effects) still says confirmed.
      if (link.confirmedAt !== null) return HttpResponse.json({ success: true });
      if (isExpired(link.createdAt)) {
        db.state.users = db.state.users.filter(
          (user) => user.confirmed || user.profile.id !== link.userId,
        );
        db.save();
        return HttpResponse.json({ success: false, message: CONFIRM_MESSAGES.expired });
      }
      const record = db.state.users.find((user) => user.profile.id === link.userId);
      if (!record) return HttpResponse.json({ success: false, message: CONFIRM_MESSAGES.invalid });
      link.confirmedAt = Date.now();
      record.confirmed = true;
      db.save();
      return HttpResponse.json({ success: true });
    },
    undefined,
    // The service's own confirmation page (src/testing/mock-clinic/ConfirmEmailPage.tsx) asks it.
    { outsideContract: "the service's confirmation page, not the portal" },
  ),
];
