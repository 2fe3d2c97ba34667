// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FEES } from '../../src/lib/fees';
import { formPrice, type FormType } from '../../src/lib/pricing';
import {
  pageCountProblem,
  pagesFor,
  parsePageCount,
  validateFormRequest,
  type FormRequestValues,
} from '../../src/lib/validation/formRequest';
import { checkForm } from '../../src/testing/mock-clinic/requestRules';
import en from '../../src/i18n/locales/en/forms.json';

const types = fc.constantFrom<FormType>('school', 'work', 'disability', 'insurance', 'other');

describe('the form price shown before payment', () => {
  it('is $400 for a 3-page work form and $750 for a disability form', () => {
    expect(formPrice('work', pagesFor('work', 3) ?? 0, DEFAULT_FEES)).toBe(400);
    expect(formPrice('disability', pagesFor('disability', 3) ?? 0, DEFAULT_FEES)).toBe(750);
    expect(formPrice('school', pagesFor('school', 1) ?? 0, DEFAULT_FEES)).toBe(250);
  });

  it('fixes a disability form at one page', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: -5, max: 200 })), (pages) => {
        expect(pagesFor('disability', pages)).toBe(1);
      }),
    );
  });

  it('is what the service calculates, for every type and page count', () => {
    fc.assert(
      fc.property(types, fc.integer({ min: 1, max: 99 }), (type, pages) => {
        const estimate = formPrice(type, pagesFor(type, pages) ?? 0, DEFAULT_FEES);
        const served = checkForm(
          { timeOffIsFor: type, timeOffReason: 'Camp form', pageCount: pages, isAgreed: true },
          DEFAULT_FEES,
        );
        expect(served.ok && served.value.calculatedPrice).toBe(estimate);
      }),
    );
  });
});

describe('the form request rules', () => {
  const valid: FormRequestValues = {
    timeOffIsFor: 'work',
    timeOffReason: 'Return-to-work form',
    pageCount: 3,
    isAgreed: true,
  };

  it('accepts a complete request', () => {
    expect(validateFormRequest(valid)).toEqual({});
    expect(validateFormRequest({ ...valid, timeOffIsFor: 'disability', pageCount: null })).toEqual(
      {},
    );
  });

  it('reports every missing answer with the spec message', () => {
    const errors = validateFormRequest({
      timeOffIsFor: '',
      timeOffReason: '  ',
      pageCount: null,
      isAgreed: false,
    });
    expect(errors).toEqual({
      timeOffIsFor: 'type',
      timeOffReason: 'details',
      pageCount: 'pages',
      isAgreed: 'agree',
    });
    expect(en.errors.type).toBe('Please select the form type');
    expect(en.errors.details).toBe('Please provide details about the form');
    expect(en.errors.agree).toBe('Please agree to the terms');
    expect(en.errors.pages).toBe('Please enter a valid number of pages (1-99)');
  });

  it('accepts exactly the page counts 1 to 99', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 200 }), (pages) => {
        const errors = validateFormRequest({ ...valid, pageCount: pages });
        expect(errors.pageCount === undefined).toBe(pages >= 1 && pages <= 99);
      }),
    );
  });

  it('reads a typed page count, refusing anything but digits', () => {
    expect(parsePageCount('3')).toBe(3);
    expect(parsePageCount(' 12 ')).toBe(12);
    for (const text of ['', '1.5', '-2', 'three', '3 pages', '100', '007', '999'])
      expect(parsePageCount(text)).toBe(null);
  });

  it('says "Please enter a valid number of pages (1-99)" for 100 and for any three digits', () => {
    expect(pageCountProblem('100')).toBe('pages');
    fc.assert(
      fc.property(fc.stringMatching(/^\d{3,6}$/), (typed) => {
        expect(pageCountProblem(typed)).toBe('pages');
      }),
    );
    expect(en.errors[pageCountProblem('100') ?? 'type']).toBe(
      'Please enter a valid number of pages (1-99)',
    );
  });

  it('is silent for an empty field and for 1 to 99, and objects to anything else typed', () => {
    expect(pageCountProblem('')).toBe(null);
    expect(pageCountProblem('0')).toBe('pages');
    expect(pageCountProblem('00')).toBe('pages');
    expect(pageCountProblem('2a')).toBe('pages');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), (pages) => {
        expect(pageCountProblem(String(pages))).toBe(null);
        expect(parsePageCount(String(pages))).toBe(pages);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const problem = pageCountProblem(typed);
        const pages = parsePageCount(typed);
        // A message exactly when something typed is not a count from 1 to 99.
        expect(problem === null).toBe(typed.trim() === '' || (pages !== null && pages >= 1));
      }),
    );
  });
});
