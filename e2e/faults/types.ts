import type { Page } from '@playwright/test';
import type { Typed } from '../pages/common';
import type { CallName } from './calls';

// The shape of one entry of the fault inventory (e2e/faults/inventory.ts): which call, where and
// how a patient makes it, what they typed, and what they must read when it fails.

export type FaultKind = 'network' | '500' | 'tokenNotValid';

/** What the mock clinic can be told (mockClinic.failNext): a fault kind, or an answer lost after the work. */
export type MockFailure = FaultKind | 'lostReply';

/** What a failed call must leave on screen. */
export interface Expected {
  /** Texts that must be visible (each exactly, as a whole element's text, unless `contains`). */
  texts: readonly [string, ...string[]];
  /** The patient is logged out and on /login with the session-expired notice. */
  logsOut?: boolean;
  /** Match the texts as parts of a longer text. */
  contains?: boolean;
  /** Silent by the spec: no banner, no alert. */
  quiet?: boolean;
  /** The page comes back by itself once the service answers again. */
  recovers?: boolean;
  /**
   * With `logsOut`: the page is public (a mailed link's), so it stays when the session ends and
   * offers this button, which leads to /login once the session is over.
   */
  logIn?: string;
  /** A button that must stay disabled after this failure (Pay after a lost answer). */
  held?: string;
  /** The button that must be free after this failure, when it is not the call's own. */
  freed?: string;
}

export interface FaultCall {
  /** The call, as e2e/faults/calls.ts names it. */
  call: CallName;
  /** What mockClinic.failNext is given for this call (a trailing '*' is a prefix). */
  fail: string;
  /** The route where the call is made. */
  page: string;
  /** The test of faults.spec.ts that covers it. */
  group: string;
  /** Logged in as this seeded account, or a visitor. */
  as?: string;
  /** Once, before the page opens (e.g. a stand-in for a sister site the page sends to). */
  setup?: (page: Page) => Promise<void>;
  /** Goes to the page and gets it ready to make the call (after a login when `as` is set). */
  open: (page: Page) => Promise<void>;
  /** Types what the patient types, and redoes what a failure asks to redo (a bot check). */
  fill?: (page: Page) => Promise<void>;
  /** What the patient typed, which a failure must leave in its field. */
  typed?: readonly Typed[];
  /** What the patient chose that a failure must leave on screen (a chosen file's name). */
  keeps?: readonly string[];
  /** The button that sends the call; none when the page makes it as it opens. */
  button?: string;
  /** Makes the call. */
  send: (page: Page) => Promise<void>;
  /** Makes it again after a failure, when the page offers a way (a Try again button). */
  retry?: (page: Page) => Promise<void>;
  expect: Record<FaultKind, Expected>;
  /**
   * What the mock is told, in order, for a kind that is not simply that kind once: a dropped
   * connection on the card charge is its answer lost after the card was charged, and lost again
   * when the page asks the service what became of it.
   */
  inject?: Partial<Record<FaultKind, readonly MockFailure[]>>;
  /** Card charges the mock clinic's ledger must gain over the call's whole run (never two). */
  charges?: number;
  /** While a slow answer is awaited: the button is busy, or the page shows its loading status. */
  inFlight?: 'button' | 'status';
  /**
   * Sit out the whole delay rather than let the answer in early: the page must still be waiting,
   * with no error, when it ends. One call does this (each costs the full delay).
   */
  holdFullDelay?: boolean;
  /** Seen once the call works again. */
  success: string;
}
