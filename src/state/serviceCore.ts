import { createAsyncThunk, type AsyncThunk, type AsyncThunkOptions } from '@reduxjs/toolkit';
import { toApiError } from '../api/errors';
import { msgKey, type Msg } from '../api/message';
import type { ReplyTextPlaces } from '../api/replyMessage';
import type { AppDispatch, RootState } from '../app/store';
import type { ServiceFailure, ServiceFailureKind } from './serviceFailure';

export { isServiceFailure, type ServiceFailure, type ServiceFailureKind } from './serviceFailure';

// The one way the portal calls the clinic service (docs/architecture.md#the-request-path,
// docs/errors.md#error-policy). A thunk says what to ask and what an answer means; this file owns
// the rest, once: the try/catch, which words the patient reads, the failure's shape, and dropping
// what a call's answer would change once the session it was asked for has ended. The side effects
// a failure asks of the whole portal (the 'not available' banner, ending a refused session, the
// error alert) are carried out by one listener, src/app/serviceFailures.ts, which reads the
// rejected actions.
//
// This is the part every page's first load carries (the session's and the courtesy loads, which
// show the generic handler's text). The screens' own words for a failure (a refusal's text where
// the service put it, `fallback`, `statusWords`) and the error alert are added by ./serviceThunk.ts,
// which the features import and which plugs them in here (`wording`), so they come with the screens
// that word failures (docs/constants.md#first-load-budget).

/** Thrown by a call that got an answer saying no: the thunk rejects with these words. */
export class Refusal<Detail = undefined> {
  constructor(
    readonly msg: Msg,
    readonly detail?: Detail,
  ) {}
}

export interface ServicePolicy {
  /**
   * The screen's own words for a failure, shown where the service gave none (and for any 5xx or
   * lost answer). Without one, the generic handler's text is shown (docs/errors.md
   * #generic-error-handler): the service's detail even on a 5xx, which the loads use. A function
   * gets the answer's status too (none: no answer, or a fault after it), for a screen whose words
   * tell a 5xx from a fault of ours (the upload page).
   */
  fallback?: Msg | ((kind: ServiceFailureKind, status?: number) => Msg);
  /** Where this service puts its words in a refusal's answer (default: message, extras.message). */
  places?: ReplyTextPlaces;
  /**
   * Whether a 4xx answer's words are shown (the default). False: only an answer read by the call
   * (`refuse(answer)`) speaks; any failed request shows the fallback.
   */
  statusWords?: boolean;
  /**
   * No session is involved (a link's token is the key, or the call is the login itself): a stale
   * token must not log anyone out, and the answer is not tied to a session.
   */
  visitor?: boolean;
  /** Raise the error alert besides the page's own text. */
  alert?: boolean;
  /**
   * A courtesy the page goes without when it fails (announcements, the clinic's status, the
   * awaiting-reply count): no banner, no logout, no alert. The session guard on its dispatch
   * still holds.
   */
  quiet?: boolean;
}

interface ServiceThunkConfig {
  state: RootState;
  dispatch: AppDispatch;
}

/** What a call gets to work with: the store, and `refuse` to turn a 'no' answer into a failure. */
export interface ServiceCallApi<Detail> {
  /**
   * The store's dispatch, closed once the session the call was asked for has ended (a logout,
   * another patient's login): a late answer then changes nothing the next patient would see.
   */
  dispatch: AppDispatch;
  getState: () => RootState;
  signal: AbortSignal;
  /** A Refusal carrying the answer's own words, or `fallback` (the policy's by default). */
  refuse: (answer: unknown, fallback?: Msg, detail?: Detail) => Refusal<Detail>;
}

/** The thunk's types; `PendingMeta` is what `getPendingMeta` adds to the pending action. */
type ServiceConfig<Detail, PendingMeta> = ServiceThunkConfig & {
  rejectValue: ServiceFailure<Detail>;
  pendingMeta: PendingMeta;
};

export type ServiceThunk<Returned, Arg, Detail = undefined, PendingMeta = unknown> = AsyncThunk<
  Returned,
  Arg,
  ServiceConfig<Detail, PendingMeta>
>;

/** createAsyncThunk's own options (`condition`, `getPendingMeta`), passed through as they are. */
export type ServiceThunkOptions<Arg, Detail = undefined, PendingMeta = unknown> = AsyncThunkOptions<
  Arg,
  ServiceConfig<Detail, PendingMeta>
>;

const sessionOf = (state: RootState): string | null => state.auth.mark;

/** What ./serviceThunk.ts plugs in: the service's own words, and the error alert. */
export interface ServiceWording {
  /** A failed request's words where the policy's service puts them (a 4xx's), if any. */
  ofError?: (error: unknown, policy: ServicePolicy) => Msg | undefined;
  /** An answer's own words where the policy's service puts them, if any. */
  ofAnswer?: (answer: unknown, policy: ServicePolicy) => Msg | undefined;
  /** Raises the error alert a failure asks for (the listener calls it). */
  alert?: (failure: ServiceFailure<unknown>, dispatch: AppDispatch) => void;
}

export const wording: ServiceWording = {};

const fallbackFor = (policy: ServicePolicy, kind: ServiceFailureKind, status?: number) =>
  typeof policy.fallback === 'function' ? policy.fallback(kind, status) : policy.fallback;

/** Any error a call threw, in the patient's words, classified (pure: tested on its own). */
export function toServiceFailure<Detail>(
  error: unknown,
  policy: ServicePolicy,
): ServiceFailure<Detail> {
  const marks = {
    lines: [] as string[],
    visitor: policy.visitor === true,
    alert: policy.alert === true,
    ...(policy.quiet && { quiet: true as const }),
  };
  if (error instanceof Refusal) {
    const { msg, detail } = error as Refusal<Detail>;
    return { ...marks, msg, kind: 'refused', ...(detail !== undefined && { detail }) };
  }
  const { kind: apiKind, message, lines, status } = toApiError(error);
  const kind =
    apiKind === 'server' && status !== undefined && status >= 400 && status < 500
      ? 'refused'
      : apiKind;
  const failure: ServiceFailure<Detail> = { ...marks, msg: message, kind, lines };
  if (status !== undefined) failure.status = status;
  // An ended session says so in its own words (and the listener ends it here too).
  if (kind === 'tokenNotValid' && !marks.visitor) return failure;
  const fallback = fallbackFor(policy, kind, status);
  if (fallback === undefined) return failure;
  // A visitor has no session: a tokenNotValid answer's words ('Token is not valid') are about
  // something they cannot act on, so the screen says its own.
  if (kind === 'tokenNotValid') {
    failure.msg = fallback;
    return failure;
  }
  failure.msg =
    (policy.statusWords === false ? undefined : wording.ofError?.(error, policy)) ?? fallback;
  return failure;
}

/**
 * A thunk on the clinic service. `call` asks and returns what the page needs; it throws
 * `refuse(answer)` for an answer that says no. Every failure rejects with a ServiceFailure, so a
 * page matches `thunk.rejected` (or `unwrap()`s) and a slice's `trackLoad` reads its `msg`.
 */
export function createServiceThunk<Returned, Arg = void, Detail = undefined, PendingMeta = unknown>(
  type: string,
  call: (arg: Arg, api: ServiceCallApi<Detail>) => Promise<Returned>,
  policy: ServicePolicy = {},
  options?: ServiceThunkOptions<Arg, Detail, PendingMeta>,
): ServiceThunk<Returned, Arg, Detail, PendingMeta> {
  const thunk = createAsyncThunk.withTypes<ServiceConfig<Detail, PendingMeta>>();
  return thunk(
    type,
    async (arg: Arg, { dispatch, getState, signal, rejectWithValue }) => {
      const session = sessionOf(getState());
      const guarded = ((action: Parameters<AppDispatch>[0]) =>
        sessionOf(getState()) === session ? dispatch(action) : undefined) as AppDispatch;
      const refuse = (answer: unknown, fallback?: Msg, detail?: Detail) => {
        const own = fallback ?? fallbackFor(policy, 'refused') ?? msgKey('common:errors.unknown');
        return new Refusal<Detail>(wording.ofAnswer?.(answer, policy) ?? own, detail);
      };
      try {
        const api = { dispatch: policy.visitor ? dispatch : guarded, getState, signal, refuse };
        return await call(arg, api);
      } catch (error) {
        return rejectWithValue(toServiceFailure<Detail>(error, policy));
      }
    },
    options,
  ) as ServiceThunk<Returned, Arg, Detail, PendingMeta>;
}
