import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router-dom';
import { readSession, writeSession } from '../lib/storage';
import { analyticsPath } from './cleanPaths';
import {
  scrollIntent,
  scrollMotion,
  scrollPositionAt,
  sectionScrollY,
  shouldFocusPage,
  type DocumentEntry,
  type FocusPlace,
  type HistoryAction,
} from '../lib/scroll';

// docs/routes.md#page-scroll: each page scrolls to its own section on load (800 ms). The rules are in
// src/lib/scroll.ts; this applies them: it waits for the page to be on screen (a page's code may
// still be arriving), scrolls to its section, moves the focus to its heading when nothing else
// holds it, and gives Back and Forward the position the patient left (the browser's own
// restoration is turned off: it runs before a page's code has arrived, and misses).

/** Where each history entry was left, for Back and Forward, kept for the tab's life. */
const POSITIONS_KEY = 'scroll.positions';
const MAX_POSITIONS = 50;
/** How long to wait for a page's code or content before giving up on moving the window. */
const WAIT_FOR_PAGE_MS = 10_000;
/** The patient scrolling, touching, clicking or typing takes over from the page's own scroll. */
const TAKEOVER_EVENTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

let positions: Map<string, number> | null = null;

function savedPositions(): Map<string, number> {
  if (positions) return positions;
  positions = new Map();
  try {
    const stored: unknown = JSON.parse(readSession(POSITIONS_KEY) ?? '[]');
    if (Array.isArray(stored)) {
      for (const entry of stored) {
        if (
          Array.isArray(entry) &&
          typeof entry[0] === 'string' &&
          typeof entry[1] === 'number' &&
          Number.isFinite(entry[1])
        ) {
          positions.set(entry[0], entry[1]);
        }
      }
    }
  } catch {
    // A damaged record is only a lost position.
  }
  return positions;
}

function remember(key: string, y: number): void {
  const saved = savedPositions();
  saved.delete(key);
  saved.set(key, Math.max(0, Math.round(y)));
  while (saved.size > MAX_POSITIONS) {
    const oldest = saved.keys().next().value;
    if (oldest === undefined) break;
    saved.delete(oldest);
  }
}

function persistPositions(): void {
  writeSession(POSITIONS_KEY, JSON.stringify([...savedPositions()]));
}

/**
 * A history entry's name. Entries the app did not make (the first of a document, a #fragment link
 * followed by the browser) all carry the key 'default', so the path tells them apart: the path
 * without its query, hash or token (a records, login or upload link's secret, a payment's client
 * secret), since the names are kept in the tab's storage.
 */
export const entryKey = (location: Pick<Location, 'key' | 'pathname'>) =>
  `${location.key} ${analyticsPath(location.pathname)}`;

function documentEntry(): DocumentEntry {
  const [entry] = (performance.getEntriesByType?.('navigation') ??
    []) as PerformanceNavigationTiming[];
  const type = entry?.type;
  return type === 'reload' || type === 'back_forward' ? type : 'navigate';
}

/** The #fragment's id; a malformed escape in a typed address is taken as it stands. */
function fragmentOf(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

const prefersReducedMotion = () =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

const maxScrollY = () => document.documentElement.scrollHeight - window.innerHeight;

const scrollWindowTo = (y: number) => window.scrollTo({ top: y, behavior: 'instant' });

/** The page's own section: the first thing in <main>, once it is more than a loading spinner. */
function pageSection(main: HTMLElement): HTMLElement | null {
  const first = main.firstElementChild;
  if (!(first instanceof HTMLElement)) return null;
  if (main.childElementCount === 1 && first.getAttribute('role') === 'status') return null;
  return first;
}

function focusPlace(main: HTMLElement): FocusPlace {
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected) return 'nothing';
  if (active.closest('[role="dialog"], [role="alertdialog"], dialog, [aria-modal="true"]')) {
    return 'dialog';
  }
  if (active.matches('input, select, textarea, [contenteditable=""], [contenteditable="true"]')) {
    return 'field';
  }
  return main.contains(active) ? 'page' : 'elsewhere';
}

/** The page's heading takes the focus (read out by a screen reader), else the main region. */
function focusPage(section: HTMLElement, main: HTMLElement): void {
  const heading = section.querySelector<HTMLElement>('h1') ?? main.querySelector('h1');
  const target = heading ?? main;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

interface Arrival {
  main: HTMLElement;
  key: string;
  action: HistoryAction;
  hash: string;
  firstPage: boolean;
}

/** Takes a page to where it belongs, once it is there; returns the function that stops it. */
function arrive({ main, key, action, hash, firstPage }: Arrival): () => void {
  const savedY = savedPositions().get(key) ?? null;
  let stopped = false;
  let frame = 0;
  let observer: MutationObserver | null = null;
  // A page that never arrives (or never grows enough) is left as it is.
  const timer = setTimeout(() => stop(), WAIT_FOR_PAGE_MS);

  const stop = () => {
    stopped = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    observer?.disconnect();
    for (const type of TAKEOVER_EVENTS) window.removeEventListener(type, stop, true);
    window.removeEventListener('blur', stop);
  };
  const settle = () => {
    remember(key, window.scrollY);
    persistPositions();
    stop();
  };
  /** Calls `attempt` now and on every change to the page until it says it is done. */
  const until = (attempt: () => boolean) => {
    if (attempt()) return;
    observer?.disconnect();
    observer = new MutationObserver(() => {
      if (!stopped && attempt()) observer?.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
  };

  // Where this set the window last: a window found elsewhere was moved by someone else (the
  // scroll bar, the page's own scrollIntoView, a focused field), who then has the last word.
  let placed: number | null = null;
  const movedByOthers = () => placed !== null && Math.abs(window.scrollY - placed) > 2;
  const place = (y: number) => {
    scrollWindowTo(y);
    placed = window.scrollY;
  };

  const animate = (from: number, target: () => number, duration: number) => {
    const start = performance.now();
    placed = window.scrollY;
    const step = (now: number) => {
      if (stopped) return;
      if (movedByOthers()) {
        settle();
        return;
      }
      const elapsed = now - start;
      place(scrollPositionAt(from, target(), elapsed, duration));
      if (elapsed < duration) frame = requestAnimationFrame(step);
      else settle();
    };
    frame = requestAnimationFrame(step);
  };

  const begin = (): boolean => {
    const section = pageSection(main);
    if (!section) return false;
    if (shouldFocusPage(firstPage, focusPlace(main))) focusPage(section, main);
    const intent = scrollIntent({
      action,
      firstPage,
      documentEntry: documentEntry(),
      hash,
      currentY: window.scrollY,
      savedY,
    });
    if (intent.kind === 'stay') {
      settle();
    } else if (intent.kind === 'restore') {
      // The page may still be filling in (a list arriving): the position is reached as it grows.
      until(() => {
        if (movedByOthers()) {
          settle();
          return true;
        }
        place(Math.min(intent.y, Math.max(0, maxScrollY())));
        if (maxScrollY() < intent.y) return false;
        settle();
        return true;
      });
    } else {
      const fragment = intent.fragment ? document.getElementById(intent.fragment) : null;
      const element = fragment && main.contains(fragment) ? fragment : section;
      const target = () => {
        const notice = document.querySelector('.api-unavailable');
        return sectionScrollY(
          element.getBoundingClientRect().top + window.scrollY,
          parseFloat(getComputedStyle(element).scrollMarginTop),
          maxScrollY(),
          notice ? notice.getBoundingClientRect().top + window.scrollY : null,
        );
      };
      const motion = scrollMotion(window.scrollY, target(), prefersReducedMotion());
      if (motion.kind === 'animate') animate(motion.from, target, motion.duration);
      else {
        if (motion.kind === 'jump') place(motion.to);
        settle();
      }
    }
    return true;
  };

  for (const type of TAKEOVER_EVENTS) {
    window.addEventListener(type, stop, { capture: true, passive: true });
  }
  // A tap into a frame (the card field, the bot check) reaches the frame, not this window, which
  // only loses its focus: that too is the patient taking over. (Not captured: an element's own
  // blur, such as the page moving its focus to the heading, does not reach it.)
  window.addEventListener('blur', stop);
  // After the page's first paint (and after its own effects, which may place the focus).
  frame = requestAnimationFrame(() => {
    if (!stopped) until(begin);
  });
  return stop;
}

/**
 * Each new page scrolls to its own section (docs/routes.md#page-scroll), Back and Forward return to where the
 * patient was, and the focus follows a page change for keyboard and screen-reader users.
 * A change of the query or #fragment alone is not a new page.
 */
export function usePageScroll(main: RefObject<HTMLElement | null>): void {
  const location = useLocation();
  const action = useNavigationType();
  const latest = useRef({ location, action });
  const currentKey = useRef<string | null>(null);
  const last = useRef<{ path: string; firstPage: boolean } | null>(null);
  const { pathname } = location;

  useLayoutEffect(() => {
    latest.current = { location, action };
    currentKey.current = entryKey(location);
  });

  useLayoutEffect(() => {
    const onScroll = () => {
      if (currentKey.current) remember(currentKey.current, window.scrollY);
    };
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', persistPositions);
    return () => {
      window.history.scrollRestoration = previous;
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', persistPositions);
    };
  }, []);

  useLayoutEffect(() => {
    const element = main.current;
    if (!element) return;
    // StrictMode runs an effect twice for one arrival: the second run is still the same page.
    const again = last.current?.path === pathname;
    const firstPage = again ? (last.current?.firstPage ?? true) : last.current === null;
    last.current = { path: pathname, firstPage };
    const { location: now, action: how } = latest.current;
    return arrive({
      main: element,
      key: entryKey(now),
      action: how,
      hash: fragmentOf(now.hash),
      firstPage,
    });
  }, [main, pathname]);
}
