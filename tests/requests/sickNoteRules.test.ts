// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FEES } from '../../src/lib/fees';
import { ageOn } from '../../src/lib/age';
import {
  allowedPurposes,
  CHILD_AGE_LIMIT,
  isShortWorkAbsence,
  sickNotePrice,
  SICK_NOTE_PURPOSES,
} from '../../src/lib/sickNote';
import { validateSickNote, type SickNoteValues } from '../../src/features/requests/sickNoteRules';

describe('the age rule: 12 or younger may choose school only', () => {
  it('limits every age up to 12 to school, and allows all three purposes from 13', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 120 }), (age) => {
        const purposes = allowedPurposes(age);
        if (age <= CHILD_AGE_LIMIT) expect(purposes).toEqual(['school']);
        else expect(purposes).toEqual(SICK_NOTE_PURPOSES);
      }),
    );
  });

  it('turns on the 13th birthday in Vancouver', () => {
    const birth = { year: '2013', month: '11', day: '22' };
    // 22 Nov 2026 begins at 07:00 UTC on the clinic's clock: B.C. keeps UTC-7 all year from 2026
    // (older time-zone data, Node 20's, would say 08:00, PST).
    const eve = new Date('2026-11-22T06:59:00Z');
    const day = new Date('2026-11-22T07:00:00Z');
    expect(allowedPurposes(ageOn(birth, eve))).toEqual(['school']);
    expect(allowedPurposes(ageOn(birth, day))).toEqual(SICK_NOTE_PURPOSES);
  });

  it('leaves an unknown age to the service', () => {
    expect(allowedPurposes(null)).toEqual(SICK_NOTE_PURPOSES);
  });
});

describe('the short-absence note for work', () => {
  it('shows for work (or work and school) absences of 1 to 5 days only', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('work', 'school', 'workAndSchool', '' as const),
        fc.integer({ min: -2, max: 9 }),
        (purpose, length) => {
          const expected = purpose !== 'school' && purpose !== '' && length >= 1 && length <= 5;
          expect(isShortWorkAbsence(purpose, length)).toBe(expected);
        },
      ),
    );
  });
});

describe('the sick note price', () => {
  it('is the MSP-eligible fee with a valid B.C. card, the private fee otherwise', () => {
    expect(sickNotePrice(true, DEFAULT_FEES)).toBe(65);
    expect(sickNotePrice(false, DEFAULT_FEES)).toBe(130);
  });
});

describe('the sick note request rules', () => {
  const now = new Date('2026-06-15T19:00:00Z');
  const valid: SickNoteValues = {
    timeOffIsFor: 'work',
    startTimeOff: '2026-06-14',
    endOfTimeOff: '2026-06-16',
    timeOffReason: 'Influenza with fever',
    isAgreed: true,
  };

  it('accepts a complete request', () => {
    expect(validateSickNote(valid, 35, now)).toEqual({});
  });

  it('reports each field that needs attention', () => {
    expect(
      validateSickNote(
        {
          timeOffIsFor: '',
          startTimeOff: '',
          endOfTimeOff: '',
          timeOffReason: ' ',
          isAgreed: false,
        },
        35,
        now,
      ),
    ).toEqual({
      timeOffIsFor: 'purposeRequired',
      startTimeOff: 'startOutOfRange',
      timeOffReason: 'reasonRequired',
      isAgreed: 'agree',
    });
    expect(validateSickNote({ ...valid, timeOffIsFor: 'work' }, 10, now)).toEqual({
      timeOffIsFor: 'schoolOnly',
    });
    expect(validateSickNote({ ...valid, startTimeOff: '2026-06-17' }, 35, now)).toEqual({
      startTimeOff: 'startOutOfRange',
    });
    expect(validateSickNote({ ...valid, endOfTimeOff: '2026-06-21' }, 35, now)).toEqual({
      endOfTimeOff: 'endOutOfRange',
    });
    expect(validateSickNote({ ...valid, timeOffReason: 'x'.repeat(401) }, 35, now)).toEqual({
      timeOffReason: 'reasonTooLong',
    });
  });
});
