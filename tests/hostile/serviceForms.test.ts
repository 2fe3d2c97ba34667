// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  validateMedicalInfo,
  type MedicalInfoValues,
} from '../../src/features/medicalInfo/rules/validation';
import {
  clampText,
  NEW_MESSAGE_MAX,
  REPLY_MAX,
  validateNewMessage,
  validateReply,
} from '../../src/features/messages/rules/validation';
import { validateRecordsBirthDate } from '../../src/features/records/birthDateRule';
import { trimCheckValues, validateSickNoteCheck } from '../../src/features/sickNoteCheck/rules';
import { RUNS, huge, hostileString, isMessageKey, maybeBlank } from './arbitraries';

/** The message key each rule's caller shows (ReplyForm, ComposeMessage, the pages). */
const REPLY_KEYS = { empty: 'messages:reply.empty', picture: 'messages:reply.picture' } as const;

describe('messages under hostile input', { timeout: 30_000 }, () => {
  it('a new message is refused when blank, else accepted as written', () => {
    fc.assert(
      fc.property(maybeBlank, (text) => {
        const error = validateNewMessage(text);
        expect(error).toBe(text.trim() === '' ? 'empty' : null);
        if (error) expect(isMessageKey('messages:compose.empty')).toBe(true);
      }),
      RUNS,
    );
  });

  it('a reply: blank text first, then a missing picture when one was asked for', () => {
    fc.assert(
      fc.property(maybeBlank, fc.boolean(), fc.nat(3), (text, requestImage, file1Count) => {
        const error = validateReply({ text, requestImage, file1Count });
        if (error) expect(isMessageKey(REPLY_KEYS[error])).toBe(true);
        if (text.trim() === '') expect(error).toBe('empty');
        else if (requestImage && file1Count === 0) expect(error).toBe('picture');
        else expect(error).toBeNull();
      }),
      RUNS,
    );
  });

  it('clampText keeps a prefix within the limit and never splits an emoji in two', () => {
    fc.assert(
      fc.property(
        fc.oneof(hostileString, huge),
        fc.constantFrom(NEW_MESSAGE_MAX, REPLY_MAX, 1, 2),
        (text, max) => {
          const kept = clampText(text, max);
          expect(kept.length).toBeLessThanOrEqual(max);
          expect(text.startsWith(kept)).toBe(true);
          if (text.length <= max) expect(kept).toBe(text);
          else expect(kept.length).toBeGreaterThanOrEqual(max - 1);
          // A pair cut in half would leave a lone high surrogate at the end.
          const last = kept.charCodeAt(kept.length - 1);
          const next = text.charCodeAt(kept.length);
          const cutPair = last >= 0xd800 && last <= 0xdbff && next >= 0xdc00 && next <= 0xdfff;
          expect(cutPair).toBe(false);
        },
      ),
      RUNS,
    );
  });
});

describe('medical information under hostile input', { timeout: 30_000 }, () => {
  const list = fc.array(hostileString, { maxLength: 3 });
  const other = fc.option(fc.array(fc.oneof(hostileString, fc.anything()), { maxLength: 3 }));
  const values: fc.Arbitrary<MedicalInfoValues> = fc.record({
    NoMedicalCondition: fc.boolean(),
    MedicalConditions: list,
    otherMedicalConditions: other,
    NoSurgery: fc.boolean(),
    Surgeries: list,
    otherSurgery: other,
    NoAllergy: fc.boolean(),
    AllergyToMedication: list,
    otherAllergy: other,
    AlcoholHistory: maybeBlank,
    SmokingHistory: maybeBlank,
  });

  it('reports a known rule, and saves only a record with every group answered', () => {
    fc.assert(
      fc.property(values, (v) => {
        const rule = validateMedicalInfo(v);
        if (rule) {
          expect(isMessageKey(`medicalInfo:validation.${rule.error}`)).toBe(true);
          return;
        }
        const answered = (
          no: boolean,
          chosen: readonly string[],
          more: readonly unknown[] | null,
        ) => no || chosen.length > 0 || (more !== null && more.length > 0);
        expect(answered(v.NoMedicalCondition, v.MedicalConditions, v.otherMedicalConditions)).toBe(
          true,
        );
        expect(answered(v.NoSurgery, v.Surgeries, v.otherSurgery)).toBe(true);
        expect(answered(v.NoAllergy, v.AllergyToMedication, v.otherAllergy)).toBe(true);
        for (const more of [v.otherMedicalConditions, v.otherSurgery, v.otherAllergy]) {
          expect(more === null || more.length > 0).toBe(true);
        }
        expect(v.AlcoholHistory.trim()).not.toBe('');
        expect(v.SmokingHistory.trim()).not.toBe('');
      }),
      RUNS,
    );
  });
});

describe('records and sick-note check under hostile input', { timeout: 30_000 }, () => {
  it('a records birth date with any blank part is refused', () => {
    fc.assert(
      fc.property(maybeBlank, maybeBlank, maybeBlank, (year, month, day) => {
        const error = validateRecordsBirthDate({ year, month, day });
        const anyBlank = [year, month, day].some((part) => part.trim() === '');
        expect(error).toBe(anyBlank ? 'missing' : null);
        expect(isMessageKey('records:birthDate.missing')).toBe(true);
      }),
      RUNS,
    );
  });

  it('the sick-note check needs every field and the bot check; it sends trimmed values', () => {
    fc.assert(
      fc.property(
        fc.record({
          id: maybeBlank,
          firstName: maybeBlank,
          lastName: maybeBlank,
          startDate: maybeBlank,
          endDate: maybeBlank,
        }),
        fc.option(fc.oneof(hostileString, fc.constant(''))),
        (values, captcha) => {
          const error = validateSickNoteCheck(values, captcha);
          if (error) expect(isMessageKey(`validation:errors.${error}`)).toBe(true);
          const sent = trimCheckValues(values);
          for (const value of Object.values(sent)) expect(value).toBe(value.trim());
          if (Object.values(sent).some((value) => value === '')) expect(error).toBe('required');
          else if (!captcha) expect(error).toBe('captcha');
          else expect(error).toBeNull();
        },
      ),
      RUNS,
    );
  });
});
