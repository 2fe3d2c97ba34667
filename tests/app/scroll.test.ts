// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  easeInOut,
  SCROLL_DURATION_MS,
  scrollIntent,
  scrollMotion,
  scrollPositionAt,
  sectionScrollY,
  shouldFocusPage,
  type PageArrival,
} from '../../src/lib/scroll';

// Issue 16 point 10 (docs/routes.md#page-scroll): each page scrolls to its own section on load, 800 ms.

const arrival = (over: Partial<PageArrival> = {}): PageArrival => ({
  action: 'PUSH',
  firstPage: false,
  documentEntry: 'navigate',
  hash: '',
  currentY: 0,
  savedY: null,
  ...over,
});

describe('the animation', () => {
  it('lasts 800 ms and eases in and out', () => {
    expect(SCROLL_DURATION_MS).toBe(800);
    expect(easeInOut(0)).toBe(0);
    expect(easeInOut(0.5)).toBe(0.5);
    expect(easeInOut(1)).toBe(1);
    expect(easeInOut(0.1)).toBeLessThan(0.1);
    expect(easeInOut(0.9)).toBeGreaterThan(0.9);
  });

  it('starts where the window is and ends on the target, at 800 ms', () => {
    expect(scrollPositionAt(1200, 68, 0)).toBe(1200);
    expect(scrollPositionAt(1200, 68, 400)).toBe(634);
    expect(scrollPositionAt(1200, 68, 800)).toBe(68);
    expect(scrollPositionAt(1200, 68, 5000)).toBe(68);
    expect(scrollPositionAt(0, 68, 100, 0)).toBe(68);
  });

  it('never passes either end and never turns back', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 1000 }),
        (from, to, t1, t2) => {
          const [early, late] = t1 <= t2 ? [t1, t2] : [t2, t1];
          const a = scrollPositionAt(from, to, early);
          const b = scrollPositionAt(from, to, late);
          const low = Math.min(from, to);
          const high = Math.max(from, to);
          const inside = (y: number) => y >= low - 1e-9 && y <= high + 1e-9;
          const onward = to >= from ? b >= a - 1e-9 : b <= a + 1e-9;
          return inside(a) && inside(b) && onward;
        },
      ),
    );
  });
});

describe('where a page goes when it opens', () => {
  it('a new page (a link, a redirect) goes to its own section', () => {
    expect(scrollIntent(arrival())).toEqual({ kind: 'section', fragment: null });
    expect(scrollIntent(arrival({ action: 'REPLACE', currentY: 900 }))).toEqual({
      kind: 'section',
      fragment: null,
    });
  });

  it('a link to a part of a page goes to that part', () => {
    expect(scrollIntent(arrival({ hash: 'prices' }))).toEqual({
      kind: 'section',
      fragment: 'prices',
    });
  });

  it('the first page of a visit goes to its section too, unless the patient already scrolled', () => {
    expect(scrollIntent(arrival({ action: 'POP', firstPage: true }))).toEqual({
      kind: 'section',
      fragment: null,
    });
    expect(scrollIntent(arrival({ action: 'POP', firstPage: true, currentY: 240 }))).toEqual({
      kind: 'stay',
    });
  });

  it('Back and Forward return to where the patient was, and otherwise do not move', () => {
    expect(scrollIntent(arrival({ action: 'POP', savedY: 1800 }))).toEqual({
      kind: 'restore',
      y: 1800,
    });
    expect(scrollIntent(arrival({ action: 'POP', savedY: 0 }))).toEqual({ kind: 'restore', y: 0 });
    expect(scrollIntent(arrival({ action: 'POP' }))).toEqual({ kind: 'stay' });
  });

  it('a reload or a return from another site restores the position it knows', () => {
    for (const documentEntry of ['reload', 'back_forward'] as const) {
      expect(
        scrollIntent(arrival({ action: 'POP', firstPage: true, documentEntry, savedY: 640 })),
      ).toEqual({ kind: 'restore', y: 640 });
      // Not known (another tab's history, storage refused): it opens as a new page does.
      expect(scrollIntent(arrival({ action: 'POP', firstPage: true, documentEntry }))).toEqual({
        kind: 'section',
        fragment: null,
      });
    }
  });

  it('Back never animates, and a new page never restores', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('POP', 'PUSH', 'REPLACE' as const),
        fc.boolean(),
        fc.constantFrom('navigate', 'reload', 'back_forward' as const),
        fc.option(fc.integer({ min: 0, max: 50_000 })),
        fc.integer({ min: 0, max: 50_000 }),
        (action, firstPage, documentEntry, savedY, currentY) => {
          const intent = scrollIntent(
            arrival({ action, firstPage, documentEntry, savedY, currentY }),
          );
          const returning = firstPage ? documentEntry !== 'navigate' : action === 'POP';
          if (returning && savedY !== null) return intent.kind === 'restore';
          if (returning && !firstPage) return intent.kind === 'stay';
          return intent.kind !== 'restore';
        },
      ),
    );
  });
});

describe('the section top', () => {
  it('is the section minus its scroll margin, within the page', () => {
    expect(sectionScrollY(72, 16, 3000)).toBe(56);
    expect(sectionScrollY(72, 0, 3000)).toBe(72);
    expect(sectionScrollY(72, Number.NaN, 3000)).toBe(72);
    // A short page cannot scroll as far as its section: it goes as far as it can.
    expect(sectionScrollY(72, 0, 30)).toBe(30);
    expect(sectionScrollY(72, 0, -200)).toBe(0);
    expect(sectionScrollY(8, 16, 3000)).toBe(0);
  });

  it('stops short of the section to keep the "cannot reach the service" notice in view', () => {
    expect(sectionScrollY(120, 0, 3000, 68)).toBe(68);
    // A notice below the section's top (none such today) changes nothing.
    expect(sectionScrollY(72, 0, 3000, 400)).toBe(72);
    expect(sectionScrollY(120, 0, 3000, null)).toBe(120);
  });

  it('is always a reachable whole position', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e5, max: 1e5, noNaN: true }),
        fc.double({ min: 0, max: 200, noNaN: true }),
        fc.double({ min: -1e5, max: 1e5, noNaN: true }),
        (top, margin, maxY) => {
          const y = sectionScrollY(top, margin, maxY);
          return Number.isInteger(y) && y >= 0 && y <= Math.max(0, Math.round(maxY));
        },
      ),
    );
  });
});

describe('how the window moves', () => {
  it('animates over 800 ms, or jumps when the patient asked for reduced motion', () => {
    expect(scrollMotion(900, 68, false)).toEqual({
      kind: 'animate',
      from: 900,
      to: 68,
      duration: 800,
    });
    expect(scrollMotion(900, 68, true)).toEqual({ kind: 'jump', to: 68 });
    expect(scrollMotion(68, 68.4, false)).toEqual({ kind: 'none' });
  });

  it('never animates for a patient who asked for reduced motion', () => {
    fc.assert(
      fc.property(fc.nat(50_000), fc.nat(50_000), (from, to) => {
        return scrollMotion(from, to, true).kind !== 'animate';
      }),
    );
  });
});

describe('where the focus goes', () => {
  it('to the new page when it was on nothing, or on the link that was used', () => {
    expect(shouldFocusPage(false, 'nothing')).toBe(true);
    expect(shouldFocusPage(false, 'elsewhere')).toBe(true);
  });

  it('never away from a field, a dialog or what the page focused itself', () => {
    expect(shouldFocusPage(false, 'field')).toBe(false);
    expect(shouldFocusPage(false, 'dialog')).toBe(false);
    expect(shouldFocusPage(false, 'page')).toBe(false);
  });

  it('never on the first page, where the skip link leads', () => {
    for (const place of ['nothing', 'field', 'dialog', 'page', 'elsewhere'] as const) {
      expect(shouldFocusPage(true, place)).toBe(false);
    }
  });
});
