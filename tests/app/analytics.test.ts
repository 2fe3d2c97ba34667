// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  analyticsPath,
  cleanReferrer,
  isMeasured,
  pageFields,
  withoutSecrets,
} from '../../src/app/analytics';
import { TOKEN_PAGE_PREFIXES } from '../builders/tokenPages';

const ORIGIN = 'https://portal.example.ca';
const RUNS = { numRuns: 300 };

const secret = fc.stringMatching(/^[A-Za-z0-9_-]{8,40}$/);
const tokenPrefix = fc.constantFrom(
  ...TOKEN_PAGE_PREFIXES,
  '/Medical/Records/',
  '//medical//records/',
);
const suffix = fc.constantFrom('', '/', '/more');
const query = fc.constantFrom(
  '',
  '?token=SECRET',
  '?payment_intent=pi_SECRET&payment_intent_client_secret=pi_SECRET_secret_SECRET',
  '#SECRET',
  '?a=1#SECRET',
);
/** Any path a visitor could type: segments of printable text, some of it percent-encoded. */
const anyPath = fc
  .array(fc.string({ unit: 'grapheme-ascii', maxLength: 12 }), { maxLength: 6 })
  .map((parts) => `/${parts.map((part) => encodeURIComponent(part)).join('/')}`);

describe('page views', () => {
  it('never carry the token of a token page, a query or a hash', () => {
    fc.assert(
      fc.property(tokenPrefix, secret, suffix, query, (prefix, token, rest, tail) => {
        const path = analyticsPath(`${prefix}${token}${rest}${tail.replace('SECRET', token)}`);
        expect(path).not.toContain(token);
        expect(path).not.toMatch(/[?#]/);
        expect(path).toMatch(/\/:token(\/|\/more)?$/);
      }),
      RUNS,
    );
  });

  it('keep an ordinary path as it is, without its query or hash', () => {
    expect(analyticsPath('/sick-note')).toBe('/sick-note');
    expect(analyticsPath('/faq?lang=cn#top')).toBe('/faq');
    expect(analyticsPath('/message/6650f1a2')).toBe('/message/6650f1a2');
    expect(analyticsPath('/medical/rec%6Frds/abc123')).toBe('/medical/records/:token');
    expect(analyticsPath('/medical/records/a%2Fb')).toBe('/medical/records/:token');
  });

  it('give every field from the cleaned path only', () => {
    fc.assert(
      fc.property(anyPath, query, (path, tail) => {
        const fields = pageFields(`${path}${tail}`, ORIGIN, '');
        const clean = analyticsPath(path);
        expect(fields).toEqual({
          page_location: `${ORIGIN}${clean}`,
          page_path: clean,
          page_title: clean,
          page_referrer: '',
        });
        for (const value of Object.values(fields)) expect(value).not.toMatch(/[?#]|SECRET/);
      }),
      RUNS,
    );
  });

  // (The mock clinic's pages, in mock builds only, are checked by e2e/analytics.spec.ts.)
  it('are never sent from the token pages or the payment returns', () => {
    for (const path of [
      '/medical/records/records-demo-token',
      '/medical/records',
      '/MEDICAL/RECORDS/',
      '/message-reply',
      '/message-reply/',
      '/auth-message/auth-demo-token',
      '/school-work-form/upload-token/upload-demo-token',
      '/school-work-form/upload-token',
      '/sick-note/payment/success',
      '/school-work-form/payment/success',
      '//sick-note//payment/success/',
      '/sick-note/payment/succes%73',
    ]) {
      expect(isMeasured(path), path).toBe(false);
    }
    for (const path of [
      '/',
      '/login',
      '/dashboard',
      '/sick-note',
      '/sick-note/payment',
      '/school-work-form/upload/6650f1a2b3c4d5e6f7a80001',
      '/message',
      '/message-replyx',
    ]) {
      expect(isMeasured(path), path).toBe(true);
    }
  });

  it('name another site by its origin only, and one of our pages by its cleaned path', () => {
    expect(cleanReferrer('', ORIGIN)).toBe('');
    expect(cleanReferrer('https://mail.example.com/inbox/123?q=clinic', ORIGIN)).toBe(
      'https://mail.example.com/',
    );
    expect(
      cleanReferrer(
        `${ORIGIN}/sick-note/payment/success?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2`,
        ORIGIN,
      ),
    ).toBe(`${ORIGIN}/sick-note/payment/success`);
    expect(cleanReferrer(`${ORIGIN}/auth-message/auth-demo-token`, ORIGIN)).toBe(
      `${ORIGIN}/auth-message/:token`,
    );
    expect(cleanReferrer('not a url', ORIGIN)).toBe('');
  });
});

describe('error report text', () => {
  it('loses the query of any address and the token of a token path', () => {
    fc.assert(
      fc.property(tokenPrefix, secret, query, (prefix, token, tail) => {
        const text = withoutSecrets(
          `Error: failed at ${ORIGIN}${prefix}${token}${tail.replace('SECRET', token)} (x.js:1:2)\n` +
            `GET /services2/verify/medical/record?token=${token}&year=1990`,
        );
        expect(text).not.toContain(token);
      }),
      RUNS,
    );
    expect(withoutSecrets('pi_3Abc_secret_Xyz9 went wrong')).toBe('… went wrong');
  });
});
