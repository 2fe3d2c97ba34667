import { isAxiosError } from './isAxiosError';
import { msgText, type Msg } from './message';
import { isRecord } from '../lib/isRecord';

// How the patient hears the service's own words (docs/errors.md#error-policy). The service puts
// a failure's text in `message`, `extras.message` or, for requests and payments, `error`; a
// refusal (4xx) is shown in those words when it has some, and everything else (5xx, no answer,
// no words) in the screen's own text. Each call says where its service puts the words.

/** Where a reply may carry its text, in the order to read them (a dotted name reads extras). */
export type ReplyTextPlaces = readonly string[];

/** Most of the service's replies: `message`, then `extras.message`. */
export const MESSAGE_FIRST: ReplyTextPlaces = ['message', 'extras.message'];

function textAt(body: Record<string, unknown>, place: string): unknown {
  return place
    .split('.')
    .reduce<unknown>((value, key) => (isRecord(value) ? value[key] : undefined), body);
}

/** The text a reply body carries in the first of `places` that holds one, if any. */
export function replyMessage(
  body: unknown,
  places: ReplyTextPlaces = MESSAGE_FIRST,
): string | undefined {
  if (!isRecord(body)) return undefined;
  for (const place of places) {
    const text = textAt(body, place);
    if (typeof text === 'string' && text.trim()) return text;
  }
  return undefined;
}

/** A reply's own words as a message, or `fallback` when it has none. */
export function replyMsg(body: unknown, fallback: Msg, places?: ReplyTextPlaces): Msg {
  const text = replyMessage(body, places);
  return text ? msgText(text) : fallback;
}

/** The service refused the call (4xx): the reasons it gives are the patient's to read. */
export function isRefusalStatus(status: number | undefined): boolean {
  return status !== undefined && status >= 400 && status < 500;
}

/**
 * The service's words for a call it refused (a 4xx reply's text); nothing for a failure of the
 * service itself (5xx: 'Internal Server Error' helps no one), no answer, or any other error.
 */
export function refusalMessage(error: unknown, places?: ReplyTextPlaces): string | undefined {
  if (!isAxiosError(error) || !isRefusalStatus(error.response?.status)) return undefined;
  return replyMessage(error.response?.data, places);
}

/** What a failed call shows: a refusal in the service's words, anything else in ours. */
export function failureMsg(error: unknown, fallback: Msg, places?: ReplyTextPlaces): Msg {
  const text = refusalMessage(error, places);
  return text ? msgText(text) : fallback;
}
