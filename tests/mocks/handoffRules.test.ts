// @vitest-environment node
// The service's rule for sister-site codes, with the clock given: a code works once, for the site
// it was issued for, within 60 seconds (docs/calls.md#sister-site-hand-off).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HandoffSite } from '../../src/api/types';
import {
  HANDOFF_LIFETIME_MS,
  HANDOFF_SITES,
  type HandoffCode,
  isHandoffSite,
  redeem,
  withIssued,
} from '../../src/testing/mock-clinic/handoffRules';

const T0 = Date.UTC(2026, 10, 27, 18, 0, 0);

const entry = (over: Partial<HandoffCode> = {}): HandoffCode => ({
  code: 'code-1',
  site: 'booking',
  userId: 'u1',
  session: 'session-1',
  issuedAt: T0,
  ...over,
});

describe('a hand-off code', () => {
  it('works once, for its site, within its 60 seconds', () => {
    const codes = withIssued([], entry(), T0);
    const first = redeem(codes, 'code-1', 'booking', T0 + 59_999);
    expect(first.entry).toEqual(entry());
    expect(redeem(first.codes, 'code-1', 'booking', T0 + 59_999).entry).toBeNull();
  });

  it('does not work at 60 seconds or later', () => {
    const codes = withIssued([], entry(), T0);
    expect(redeem(codes, 'code-1', 'booking', T0 + HANDOFF_LIFETIME_MS).entry).toBeNull();
  });

  it('does not work for another site, and is spent by trying', () => {
    const codes = withIssued([], entry(), T0);
    const wrong = redeem(codes, 'code-1', 'medication', T0 + 1_000);
    expect(wrong.entry).toBeNull();
    expect(redeem(wrong.codes, 'code-1', 'booking', T0 + 1_000).entry).toBeNull();
  });

  it('does not work before it was issued (a clock gone back)', () => {
    expect(redeem([entry()], 'code-1', 'booking', T0 - 1).entry).toBeNull();
  });

  it('an empty or unknown code finds nothing and spends no other code', () => {
    const codes = [entry()];
    expect(redeem(codes, '', 'booking', T0).entry).toBeNull();
    const unknown = redeem(codes, 'code-2', 'booking', T0);
    expect(unknown.entry).toBeNull();
    expect(unknown.codes).toEqual(codes);
  });

  it('stale codes are dropped as new ones are issued', () => {
    const codes = withIssued([entry()], entry({ code: 'code-2' }), T0 + HANDOFF_LIFETIME_MS);
    expect(codes.map((c) => c.code)).toEqual(['code-2']);
  });

  it('knows the three sister sites and nothing else', () => {
    expect(HANDOFF_SITES.every(isHandoffSite)).toBe(true);
    for (const other of ['', 'Booking', 'lab', 'sickNote', null, 1, {}]) {
      expect(isHandoffSite(other)).toBe(false);
    }
  });
});

const site = fc.constantFrom<HandoffSite>(...HANDOFF_SITES);

describe('hand-off codes, for any codes, sites and times', () => {
  it('a code works exactly when the site is its own and its age is in [0, 60 s)', () => {
    fc.assert(
      fc.property(
        site,
        site,
        fc.integer({ min: -120_000, max: 120_000 }),
        (issuedFor, presentedBy, age) => {
          const codes = [entry({ site: issuedFor })];
          const { entry: found } = redeem(codes, 'code-1', presentedBy, T0 + age);
          const works = issuedFor === presentedBy && age >= 0 && age < HANDOFF_LIFETIME_MS;
          return (found !== null) === works;
        },
      ),
    );
  });

  it('a code presented once is never found again, whoever presents it and when', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1 }), { minLength: 1, maxLength: 6 }),
        fc.nat({ max: 5 }),
        site,
        site,
        fc.nat({ max: 59_999 }),
        fc.nat({ max: 59_999 }),
        (names, pick, first, second, t1, t2) => {
          const codes = names.map((code) => entry({ code, site: first }));
          const code = names[pick % names.length] as string;
          const once = redeem(codes, code, first, T0 + t1);
          const twice = redeem(once.codes, code, second, T0 + Math.max(t1, t2));
          // The first presentation by its own site works; nothing works a second time, and
          // the other codes are still there.
          return (
            once.entry?.code === code &&
            twice.entry === null &&
            once.codes.length === names.length - 1
          );
        },
      ),
    );
  });
});
