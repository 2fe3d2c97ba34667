import { failureOf } from '../../src/state/serviceThunk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../src/app/store';
import { emptyDraft } from '../../src/features/messages/replyDraft';
import { sendReply, sendReplyByToken } from '../../src/features/messages/thunks';
import { seedMessageId } from '../../src/testing/mock-clinic/seed/messages';
import { PATIENTS } from '../builders/users';
import { loggedInStore } from '../utils/render';

// docs/calls.md#headers-and-base-address: a reply with pictures can take minutes on a slow line,
// so its request has no fixed time limit (the browser's XMLHttpRequest `timeout` stays 0); it is
// given up after 30 s in which no byte moved (tests/api/stallTimeout.test.ts shows that rule).

/** Each request's `timeout`, by the method and path it was opened with. */
function watchTimeouts() {
  const opened = new WeakMap<XMLHttpRequest, string>();
  const timeouts: Record<string, number> = {};
  const open = Object.getOwnPropertyDescriptor(XMLHttpRequest.prototype, 'open')!;
  const timeout = Object.getOwnPropertyDescriptor(XMLHttpRequest.prototype, 'timeout')!;
  vi.spyOn(XMLHttpRequest.prototype, 'open').mockImplementation(function (
    this: XMLHttpRequest,
    ...args: Parameters<XMLHttpRequest['open']>
  ) {
    opened.set(this, `${args[0]} ${new URL(String(args[1])).pathname}`);
    Reflect.apply(open.value as XMLHttpRequest['open'], this, args);
  });
  vi.spyOn(XMLHttpRequest.prototype, 'timeout', 'set').mockImplementation(function (
    this: XMLHttpRequest,
    ms: number,
  ) {
    timeouts[opened.get(this) ?? '?'] = ms;
    timeout.set!.call(this, ms);
  });
  return timeouts;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a reply’s request', () => {
  it('from the message page has no fixed time limit', async () => {
    const store = await loggedInStore(PATIENTS.full);
    const timeouts = watchTimeouts();
    const id = seedMessageId(3);
    // Multipart with or without files: the same request.
    const sent = await store.dispatch(sendReply({ id, draft: { ...emptyDraft(), text: 'Here' } }));
    expect(failureOf(sent)).toBeNull();
    expect(timeouts).toEqual({ [`PUT /message/${id}`]: 0 });
  });

  it('from a mailed reply link has none either', async () => {
    const store = createStore();
    const timeouts = watchTimeouts();
    const draft = { ...emptyDraft(), text: 'Please fax it.' };
    const sent = await store.dispatch(sendReplyByToken({ token: 'reply-demo-token', draft }));
    expect(failureOf(sent)).toBeNull();
    expect(timeouts).toEqual({ 'PUT /sick-note/message/update-replies': 0 });
  });
});
