// docs/routes.md#page-scroll: each page scrolls to its own section on load, an 800 ms animation. These are
// the rules, as plain functions: where a page lands, how it gets there, and whether the focus
// moves with it. src/app/pageScroll.ts applies them to the window as pages change.

export const SCROLL_DURATION_MS = 800;

/** Slow at both ends, so the page neither jerks away nor stops short. */
export const easeInOut = (p: number) => (p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2);

/** Where the window is `elapsed` ms into an animation from `from` to `to`. */
export function scrollPositionAt(
  from: number,
  to: number,
  elapsed: number,
  duration = SCROLL_DURATION_MS,
): number {
  if (duration <= 0 || elapsed >= duration) return to;
  const progress = Math.max(0, elapsed / duration);
  return from + (to - from) * easeInOut(progress);
}

/** How the history moved to this page (React Router's names). */
export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

/** How the browser reached the document (the Navigation Timing entry's type). */
export type DocumentEntry = 'navigate' | 'reload' | 'back_forward';

export interface PageArrival {
  action: HistoryAction;
  /** The first page this document shows: a load, a reload, or a return from another site. */
  firstPage: boolean;
  documentEntry: DocumentEntry;
  /** The address's #fragment, without the '#': a link to a part of the page. */
  hash: string;
  /** Where the window is now. */
  currentY: number;
  /** Where the patient left this history entry, when it is known. */
  savedY: number | null;
}

/**
 * What a page does with the window when it opens:
 * - restore: the patient came back (Back, Forward, a reload) to where they were;
 * - section: a new page, which scrolls to its own section (or the part its #fragment names), and
 *   a reloaded one whose position is not known;
 * - stay: leave the window where it is.
 */
export type ScrollIntent =
  { kind: 'restore'; y: number } | { kind: 'section'; fragment: string | null } | { kind: 'stay' };

export function scrollIntent(arrival: PageArrival): ScrollIntent {
  const { action, firstPage, documentEntry, hash, currentY, savedY } = arrival;
  const returning = firstPage
    ? documentEntry === 'back_forward' || documentEntry === 'reload'
    : action === 'POP';
  // Back and Forward never move the patient elsewhere: where they were, or where they are.
  if (returning && savedY !== null) return { kind: 'restore', y: savedY };
  if (returning && !firstPage) return { kind: 'stay' };
  // A first page the patient has already scrolled (a prerendered page shows before the app runs)
  // is theirs: it is not pulled away from under them.
  if (firstPage && currentY > 0) return { kind: 'stay' };
  return { kind: 'section', fragment: hash === '' ? null : hash };
}

/**
 * Where the window must stand for a section to be at its top: as scrollIntoView would place it.
 * A notice above the section that the patient must see (the service cannot be reached) is not
 * scrolled away: given its top, the window stops there instead.
 */
export function sectionScrollY(
  sectionTop: number,
  scrollMarginTop: number,
  maxY: number,
  noticeTop: number | null = null,
): number {
  const margin = Number.isFinite(scrollMarginTop) ? scrollMarginTop : 0;
  const section = sectionTop - margin;
  const wanted = Math.round(noticeTop === null ? section : Math.min(section, noticeTop));
  return Math.min(Math.max(0, wanted), Math.max(0, Math.round(maxY)));
}

export type ScrollMotion =
  | { kind: 'none' }
  | { kind: 'jump'; to: number }
  | { kind: 'animate'; from: number; to: number; duration: number };

/**
 * How the window gets from `from` to `to`: the spec's 800 ms animation, or at once for a patient
 * who asked their system for reduced motion (a moving page can make them dizzy or sick).
 */
export function scrollMotion(from: number, to: number, reducedMotion: boolean): ScrollMotion {
  if (Math.abs(to - from) < 1) return { kind: 'none' };
  if (reducedMotion) return { kind: 'jump', to };
  return { kind: 'animate', from, to, duration: SCROLL_DURATION_MS };
}

/** Where the keyboard focus is when a page opens. */
export type FocusPlace =
  /** On nothing (the page itself): what was focused has gone with the page before. */
  | 'nothing'
  /** In a text box, select or other control the patient types into. */
  | 'field'
  /** Inside an open dialog. */
  | 'dialog'
  /** Somewhere in the page's own content: the page put it there. */
  | 'page'
  /** Outside the page's content: the navigation link or footer button that was used. */
  | 'elsewhere';

/**
 * Whether the focus moves to the new page's heading, so a screen reader announces the page and
 * the next Tab starts in its content. Never on the first page (the skip link leads there), and
 * never away from a field, a dialog, or a place the page chose itself.
 */
export function shouldFocusPage(firstPage: boolean, place: FocusPlace): boolean {
  if (firstPage) return false;
  return place === 'nothing' || place === 'elsewhere';
}
