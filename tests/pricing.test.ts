// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FEES } from '../src/lib/fees';
import { formPrice, isValidPageCount, MAX_FORM_PAGES, type FormType } from '../src/lib/pricing';

const nonDisability: FormType[] = ['school', 'work', 'insurance', 'other'];
const anyType = fc.constantFrom<FormType>('school', 'work', 'disability', 'insurance', 'other');
const validPages = fc.integer({ min: 1, max: MAX_FORM_PAGES });
const schoolWorkFees = fc.record({
  FIRST_PAGE: fc.integer({ min: 0, max: 2000 }),
  ADDITIONAL_PAGE: fc.integer({ min: 0, max: 500 }),
  DISABILITY_FLAT_FEE: fc.integer({ min: 0, max: 5000 }),
});

describe('form price', () => {
  it('matches the spec figures', () => {
    expect(formPrice('work', 1, DEFAULT_FEES)).toBe(250);
    expect(formPrice('school', 2, DEFAULT_FEES)).toBe(325);
    expect(formPrice('work', 3, DEFAULT_FEES)).toBe(400);
    expect(formPrice('insurance', 99, DEFAULT_FEES)).toBe(250 + 98 * 75);
    expect(formPrice('disability', 1, DEFAULT_FEES)).toBe(750);
    expect(formPrice('disability', 12, DEFAULT_FEES)).toBe(750);
  });

  it('refuses page counts outside 1-99 or not whole', () => {
    for (const pages of [0, -1, 100, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(isValidPageCount(pages)).toBe(false);
      expect(formPrice('work', pages, DEFAULT_FEES)).toBeNull();
      expect(formPrice('disability', pages, DEFAULT_FEES)).toBeNull();
    }
  });

  it('charges a disability form its flat fee whatever the pages', () => {
    fc.assert(
      fc.property(validPages, schoolWorkFees, (pages, fees) => {
        expect(formPrice('disability', pages, { SCHOOL_WORK_FORM: fees })).toBe(
          fees.DISABILITY_FLAT_FEE,
        );
      }),
    );
  });

  it('charges other forms the first page plus each further page', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...nonDisability),
        validPages,
        schoolWorkFees,
        (type, pages, fees) => {
          const price = formPrice(type, pages, { SCHOOL_WORK_FORM: fees });
          expect(price).toBe(fees.FIRST_PAGE + (pages - 1) * fees.ADDITIONAL_PAGE);
        },
      ),
    );
  });

  it('never falls as pages are added, and one more page costs exactly one additional page', () => {
    fc.assert(
      fc.property(
        anyType,
        fc.integer({ min: 1, max: MAX_FORM_PAGES - 1 }),
        schoolWorkFees,
        (type, pages, fees) => {
          const config = { SCHOOL_WORK_FORM: fees };
          const now = formPrice(type, pages, config) ?? Number.NaN;
          const next = formPrice(type, pages + 1, config) ?? Number.NaN;
          expect(next).toBeGreaterThanOrEqual(now);
          expect(next - now).toBe(type === 'disability' ? 0 : fees.ADDITIONAL_PAGE);
        },
      ),
    );
  });

  it('accepts exactly the whole numbers 1 to 99', () => {
    fc.assert(
      fc.property(fc.double({ min: -1000, max: 1000, noNaN: true }), (pages) => {
        const valid = Number.isInteger(pages) && pages >= 1 && pages <= 99;
        expect(isValidPageCount(pages)).toBe(valid);
        expect(formPrice('other', pages, DEFAULT_FEES) !== null).toBe(valid);
      }),
    );
  });
});
