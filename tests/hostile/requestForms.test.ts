import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidPageCount, type FormType } from '../../src/lib/pricing';
import { allowedPurposes, REASON_MAX_LENGTH, type SickNotePurpose } from '../../src/lib/sickNote';
import {
  endWindow,
  isIsoDay,
  isInWindow,
  startWindow,
} from '../../src/features/requests/rules/sickNoteDates';
import {
  FORM_REQUEST_FIELDS,
  pagesFor,
  parsePageCount,
  validateFormRequest,
  type FormRequestValues,
} from '../../src/lib/validation/formRequest';
import {
  SICK_NOTE_FIELDS,
  validateSickNote,
  type SickNoteValues,
} from '../../src/features/requests/sickNoteRules';
import { RUNS, hostileString, isMessageKey, maybeBlank } from './arbitraries';

const NOW = new Date('2026-11-22T20:00:00Z');
/** Reasons around the 400-character limit, with hostile text inside. */
const reason = fc.oneof(
  maybeBlank,
  fc
    .tuple(hostileString, fc.integer({ min: 390, max: 410 }))
    .map(([text, length]) => `${text}${'a'.repeat(length)}`.slice(0, length)),
);

describe('the form request under hostile input', { timeout: 30_000 }, () => {
  const type = fc.constantFrom<FormType | ''>(
    '',
    'school',
    'work',
    'disability',
    'insurance',
    'other',
  );
  const pages = fc.oneof(
    maybeBlank.map(parsePageCount),
    fc.constantFrom(null, 0, 1, 99, 100, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY),
  );
  const values: fc.Arbitrary<FormRequestValues> = fc.record({
    timeOffIsFor: type,
    timeOffReason: reason,
    pageCount: pages,
    isAgreed: fc.boolean(),
  });

  it('the page count field reads at most three ASCII digits', () => {
    fc.assert(
      fc.property(hostileString, (text) => {
        const count = parsePageCount(text);
        if (count !== null) {
          expect(text.trim()).toMatch(/^[0-9]{1,3}$/);
          expect(Number.isInteger(count)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('reports known messages per field, and accepts only a complete, valid request', () => {
    let accepted = 0;
    fc.assert(
      fc.property(values, (v) => {
        const errors = validateFormRequest(v);
        if (Object.keys(errors).length === 0) accepted += 1;
        for (const [field, error] of Object.entries(errors)) {
          expect(FORM_REQUEST_FIELDS).toContain(field);
          expect(isMessageKey(`forms:errors.${error}`)).toBe(true);
        }
        if (Object.keys(errors).length > 0) return;
        expect(v.timeOffIsFor).not.toBe('');
        expect(v.timeOffReason.trim()).not.toBe('');
        expect(v.timeOffReason.trim().length).toBeLessThanOrEqual(REASON_MAX_LENGTH);
        const counted = pagesFor(v.timeOffIsFor, v.pageCount);
        expect(counted !== null && isValidPageCount(counted)).toBe(true);
        expect(v.isAgreed).toBe(true);
      }),
      { numRuns: 1_000 },
    );
    expect(accepted).toBeGreaterThan(5);
  });
});

describe('the sick-note request under hostile input', { timeout: 30_000 }, () => {
  const near = fc.integer({ min: -70, max: 10 }).map((offset) => {
    const day = new Date(NOW.getTime() + offset * 86_400_000);
    return day.toISOString().slice(0, 10);
  });
  const day = fc.oneof(
    near,
    maybeBlank,
    fc.constantFrom('2026-02-30', '2026-11-22T00:00', '0000-00-00'),
  );
  const values: fc.Arbitrary<SickNoteValues> = fc
    .record({
      timeOffIsFor: fc.oneof(
        fc.constantFrom<SickNotePurpose | ''>('', 'work', 'school', 'workAndSchool'),
        hostileString as fc.Arbitrary<SickNotePurpose>,
      ),
      startTimeOff: day,
      endOfTimeOff: day,
      // Most real ends fall a few days after the start: check that edge often.
      endAfter: fc.option(fc.integer({ min: -1, max: 8 })),
      timeOffReason: reason,
      isAgreed: fc.boolean(),
    })
    .map(({ endAfter, ...v }) => {
      if (endAfter === null || !isIsoDay(v.startTimeOff)) return v;
      const end = new Date(Date.parse(v.startTimeOff) + endAfter * 86_400_000);
      return { ...v, endOfTimeOff: end.toISOString().slice(0, 10) };
    });
  const age = fc.option(fc.integer({ min: 0, max: 120 }));

  it('reports known messages per field, and accepts only dates in their windows and an allowed purpose', () => {
    let accepted = 0;
    fc.assert(
      fc.property(values, age, (v, years) => {
        const errors = validateSickNote(v, years, NOW);
        if (Object.keys(errors).length === 0) accepted += 1;
        for (const [field, error] of Object.entries(errors)) {
          expect(SICK_NOTE_FIELDS).toContain(field);
          expect(isMessageKey(`forms:errors.${error}`)).toBe(true);
        }
        if (Object.keys(errors).length > 0) return;
        expect(allowedPurposes(years)).toContain(v.timeOffIsFor);
        expect(isIsoDay(v.startTimeOff) && isIsoDay(v.endOfTimeOff)).toBe(true);
        expect(isInWindow(v.startTimeOff, startWindow(NOW))).toBe(true);
        expect(isInWindow(v.endOfTimeOff, endWindow(v.startTimeOff))).toBe(true);
        expect(v.timeOffReason.trim()).not.toBe('');
        expect(v.timeOffReason.trim().length).toBeLessThanOrEqual(REASON_MAX_LENGTH);
        expect(v.isAgreed).toBe(true);
      }),
      { numRuns: 1_000 },
    );
    expect(accepted).toBeGreaterThan(5);
  });
});
