// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyticsPath } from '../../src/app/analytics';
import { bcCheckDigit, isValidBcHealthNumber } from '../../src/features/auth/rules/bcHealthNumber';
import { linkify } from '../../src/lib/linkify';
import {
  arePhonePartsComplete,
  formatPhone,
  isCanadianPhone,
  joinPhoneParts,
  phoneDigits,
  splitPhone,
} from '../../src/lib/phone';
import { safeReturnPath } from '../../src/lib/safePath';
import { FRAGMENTS, RUNS, hostileString } from './arbitraries';
import { TOKEN_PAGE_PREFIXES } from '../builders/tokenPages';

describe('numbers under hostile input', { timeout: 30_000 }, () => {
  it('a B.C. health number is accepted only as 10 ASCII digits from 9 with its check digit', () => {
    fc.assert(
      fc.property(hostileString, (value) => {
        const valid = isValidBcHealthNumber(value);
        if (valid) {
          expect(value).toMatch(/^9[0-9]{9}$/);
          expect(bcCheckDigit(value.slice(0, 9))).toBe(Number(value[9]));
        }
        const check = bcCheckDigit(value);
        if (check !== null) expect(check).toBeGreaterThanOrEqual(0);
      }),
      RUNS,
    );
  });

  it('phones keep ASCII digits only and format to ddd-ddd-dddd at most', () => {
    fc.assert(
      fc.property(hostileString, (value) => {
        expect(phoneDigits(value)).toMatch(/^[0-9]*$/);
        const formatted = formatPhone(value);
        expect(formatted.length).toBeLessThanOrEqual(12);
        expect(formatted).toMatch(/^([0-9]{1,3}(-[0-9]{1,3}(-[0-9]{1,4})?)?)?$/);
        if (isCanadianPhone(value)) expect(value).toMatch(/^[1-9][0-9]{2}-[0-9]{3}-[0-9]{4}$/);
        const parts = splitPhone(value);
        expect(joinPhoneParts(parts)).toMatch(/^[0-9]{0,10}$/);
      }),
      RUNS,
    );
  });

  it('phone parts are complete only as 3, 3 and 4 ASCII digits', () => {
    fc.assert(
      fc.property(hostileString, hostileString, hostileString, (p1, p2, p3) => {
        if (arePhonePartsComplete({ p1, p2, p3 })) {
          expect(`${p1}-${p2}-${p3}`).toMatch(/^[0-9]{3}-[0-9]{3}-[0-9]{4}$/);
        }
      }),
      RUNS,
    );
  });
});

/** Ways to write "somewhere else" that browsers and routers have been fooled by. */
const OFF_SITE = [
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\/evil.example',
  '\\\\evil.example',
  'https://evil.example',
  'HTTPS://evil.example',
  'http:evil.example',
  'https:/evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '\t//evil.example',
  '\u3000//evil.example',
  '\uFEFF//evil.example',
  '/.//evil.example',
  '/./\\evil.example',
  '/..//evil.example',
  '/a/../..//evil.example',
  '/%2e//evil.example',
  '/%2E%2E//evil.example',
  '/%2e%2e/%2e%2e//evil.example',
  '%2F%2Fevil.example',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  '/%09/evil.example',
  '/%0d%0aLocation:%20https://evil.example',
  '/@evil.example',
  '/evil.example@/',
];

/** Where a router would take the browser for a returned path, judged from this site. */
function leavesSite(path: string): boolean {
  const here = 'https://portal.example';
  return new URL(path, here).origin !== here || path.startsWith('//') || /^\s*\/\\/.test(path);
}

describe('return paths under hostile input', { timeout: 30_000 }, () => {
  it.each(OFF_SITE)('never leads off the site from %j', (candidate) => {
    const result = safeReturnPath(candidate);
    if (result !== null) {
      expect(result.startsWith('/')).toBe(true);
      expect(leavesSite(result)).toBe(false);
      expect(result).not.toMatch(/[\\\s\p{Cc}]/u);
    }
  });

  it('returns a path of this site or nothing, whatever is mixed in', () => {
    const piece = fc.oneof(
      fc.constantFrom(
        ...OFF_SITE,
        ...FRAGMENTS,
        '/',
        '//',
        '.',
        '..',
        '%2e',
        '%2f',
        '\\',
        '@',
        '?',
        '#',
      ),
      fc.string({ unit: 'binary', maxLength: 6 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 6 }), (parts) => {
        const candidate = parts.join('');
        const result = safeReturnPath(candidate);
        if (result === null) return;
        expect(result.startsWith('/')).toBe(true);
        expect(leavesSite(result)).toBe(false);
        // What comes back is already normal: taking it again gives the same path.
        expect(safeReturnPath(result)).toBe(result);
      }),
      { numRuns: 3_000 },
    );
  });
});

describe('staff text with links under hostile input', { timeout: 30_000 }, () => {
  const HOSTS = ['www.richmondinstoreclinic.ca'];

  it('keeps every character and links only https addresses on the clinic’s hosts', () => {
    const piece = fc.oneof(
      hostileString,
      fc.constantFrom(
        'https://www.richmondinstoreclinic.ca/holiday-hours.',
        'https://www.richmondinstoreclinic.ca.evil.example/',
        'https://evil.example/?https://www.richmondinstoreclinic.ca',
        'https://user@www.richmondinstoreclinic.ca/',
        'https://www.richmondinstoreclinic.ca:8443/',
        'http://www.richmondinstoreclinic.ca/',
        'javascript://www.richmondinstoreclinic.ca/%0aalert(1)',
        'https://WWW.RICHMONDINSTORECLINIC.CA./x',
        'https://www.richmondinstoreclinic.ca/"><img src=x onerror=alert(1)>',
      ),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 5 }), (parts) => {
        const text = parts.join(' ');
        const segments = linkify(text, HOSTS);
        expect(segments.map((segment) => segment.text).join('')).toBe(text);
        for (const segment of segments) {
          if (segment.kind !== 'link') continue;
          const url = new URL(segment.href);
          expect(url.protocol).toBe('https:');
          // A trailing dot names the same host (its fully qualified form).
          expect(url.hostname.replace(/\.$/, '')).toBe('www.richmondinstoreclinic.ca');
          expect(url.username + url.password + url.port).toBe('');
          expect(segment.href).not.toMatch(/[\s<>"'`]/);
        }
      }),
      RUNS,
    );
  });
});

describe('page views under hostile input', { timeout: 30_000 }, () => {
  it('never carry a token of a token page', () => {
    const token = fc.stringMatching(/^[A-Za-z0-9_-]{8,64}$/);
    const prefix = fc.constantFrom(...TOKEN_PAGE_PREFIXES, '/MEDICAL/RECORDS/');
    fc.assert(
      fc.property(prefix, token, fc.constantFrom('', '/', '/extra'), (start, secret, rest) => {
        const page = analyticsPath(`${start}${secret}${rest}`);
        expect(page).toBe(`${start}:token${rest}`);
      }),
      RUNS,
    );
  });
});
