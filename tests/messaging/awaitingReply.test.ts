import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '../../src/api/types';
import { env } from '../../src/config/env';
import { recountAwaitingReply } from '../../src/features/messages/recountAwaitingReply';
import { loadMessages, sendReply } from '../../src/features/messages/thunks';
import { emptyDraft } from '../../src/features/messages/replyDraft';
import {
  awaitingOnFirstPage,
  awaitingReplyCount,
  awaitsReply,
  isAnswered,
} from '../../src/lib/awaitingReply';
import { selectApiUnavailable, selectToken } from '../../src/state/auth';
import { awaitingReplyWanted, selectAwaitingReply } from '../../src/state/awaitingReply/slice';
import { refreshAwaitingReply } from '../../src/state/awaitingReply/thunks';
import { loggedOut } from '../../src/state/session';
import { failNext, setLatency } from '../../src/testing/mock-clinic/controls';
import { server } from '../../src/testing/mock-clinic/node';
import { seedMessageId } from '../../src/testing/mock-clinic/seed/messages';
import { buildMessage, buildRepliedMessage } from '../builders/messages';
import { PATIENTS } from '../builders/users';
import { loggedInStore } from '../utils/render';
import { callsAnswered, fakeTimeouts, pastTheLogoutSecond } from '../utils/fakeClock';

// docs/messages.md#messages-awaiting-a-reply

/** A message from the clinic, replied to or not, in any of the ways the service may say so. */
const clinicMessage = fc
  .record({
    replied: fc.boolean(),
    // A reply the service stored but did not flag, or flagged with its fields still empty.
    flaggedOnly: fc.boolean(),
    isMOA: fc.boolean(),
    requestImage: fc.boolean(),
  })
  .map(({ replied, flaggedOnly, isMOA, requestImage }) => ({
    replied,
    message: replied
      ? buildRepliedMessage({ isMOA, requestImage, isReplied: flaggedOnly })
      : buildMessage({
          isMOA,
          requestImage,
          repliedAt: flaggedOnly ? '2026-11-20T18:40:00Z' : null,
        }),
  }));

/** The patient's own message to the assistants, answered by the clinic or still waiting. */
const patientMessage = fc
  .record({ answered: fc.boolean(), flaggedOnly: fc.boolean() })
  .map(({ answered, flaggedOnly }) =>
    answered
      ? buildRepliedMessage({ from: 'patient', isReplied: flaggedOnly })
      : buildMessage({
          from: 'patient',
          repliedAt: flaggedOnly ? '2026-11-20T18:40:00Z' : null,
        }),
  );

afterEach(() => {
  vi.useRealTimers();
});

describe('which messages await the patient (docs/messages.md#messages-awaiting-a-reply)', () => {
  it('counts the clinic messages not replied to, whoever sent them', () => {
    fc.assert(
      fc.property(fc.array(clinicMessage, { maxLength: 40 }), (list) => {
        const messages = list.map((entry) => entry.message);
        const unreplied = list.filter((entry) => !entry.replied).length;
        expect(awaitingReplyCount(messages)).toBe(unreplied);
        expect(awaitingReplyCount(messages)).toBe(messages.filter((m) => !isAnswered(m)).length);
      }),
    );
  });

  it("leaves the patient's own messages out, answered or not, wherever they are in the list", () => {
    fc.assert(
      fc.property(
        fc.array(clinicMessage, { maxLength: 30 }),
        fc.array(patientMessage, { maxLength: 30 }),
        fc.nat(),
        (clinic, own, seed) => {
          const unreplied = clinic.filter((entry) => !entry.replied).length;
          // Interleaved in an order the seed picks, as newest-first dates would mix them.
          const mixed: Message[] = clinic.map((entry) => entry.message);
          own.forEach((message, i) =>
            mixed.splice((seed + i * 7) % (mixed.length + 1), 0, message),
          );
          expect(awaitingReplyCount(mixed)).toBe(unreplied);
          expect(own.some(awaitsReply)).toBe(false);
          const size = mixed.length;
          expect(awaitingOnFirstPage(mixed, 15, size).count).toBe(unreplied);
        },
      ),
    );
  });

  it("says the patient's own message was answered by the same fields", () => {
    const own = buildMessage({ from: 'patient' });
    expect(isAnswered(own)).toBe(false);
    expect(awaitsReply(own)).toBe(false);
    const answered = buildRepliedMessage({ from: 'patient' });
    expect(isAnswered(answered)).toBe(true);
    expect(awaitsReply(answered)).toBe(false);
    // A clinic's sender whose name merely contains the word is still the clinic.
    expect(awaitsReply(buildMessage({ from: 'Patient services' }))).toBe(true);
  });

  it('takes a reply with its time and text, or the isReplied flag, as replied', () => {
    expect(isAnswered(buildMessage({ repliedAt: '2026-11-20T18:40:00Z' }))).toBe(false);
    expect(isAnswered(buildMessage({ repliedMessage: 'Yes' }))).toBe(false);
    expect(
      isAnswered(buildMessage({ repliedAt: '2026-11-20T18:40:00Z', repliedMessage: 'Yes' })),
    ).toBe(true);
    expect(isAnswered(buildMessage({ isReplied: true }))).toBe(true);
  });

  it('from the first page alone, is a lower bound when older messages went uncounted', () => {
    const page = (unreplied: number, size: number): Message[] =>
      Array.from({ length: size }, (_, i) =>
        i < unreplied ? buildMessage({ _id: `u${i}` }) : buildRepliedMessage({ _id: `r${i}` }),
      );
    expect(awaitingOnFirstPage(page(3, 15), 15, 20)).toEqual({ count: 3, atLeast: true });
    expect(awaitingOnFirstPage(page(3, 15), 15)).toEqual({ count: 3, atLeast: true });
    expect(awaitingOnFirstPage(page(3, 15), 15, 15)).toEqual({ count: 3, atLeast: false });
    expect(awaitingOnFirstPage(page(2, 9), 15)).toEqual({ count: 2, atLeast: false });
    expect(awaitingOnFirstPage(page(0, 15), 15, 40)).toEqual({ count: 0, atLeast: false });
    fc.assert(
      fc.property(fc.nat(15), fc.nat(15), fc.nat(60), (a, b, extra) => {
        const size = Math.max(a, b);
        const unreplied = Math.min(a, b);
        const counted = awaitingOnFirstPage(page(unreplied, size), 15, size + extra);
        expect(counted.count).toBe(unreplied);
        expect(counted.atLeast).toBe(extra > 0 && unreplied > 0);
      }),
    );
  });
});

const loggedIn = () => loggedInStore(PATIENTS.full);
const count = (store: Awaited<ReturnType<typeof loggedIn>>) => {
  const { count: n, atLeast, load } = selectAwaitingReply(store.getState());
  return { count: n, atLeast, status: load.status };
};

describe('the count of messages awaiting a reply (docs/messages.md#messages-awaiting-a-reply)', () => {
  it('is 3 for patient@example.com, over every page, and 2 once one is answered', async () => {
    const store = await loggedIn();
    expect(count(store)).toEqual({ count: null, atLeast: false, status: 'idle' });
    await store.dispatch(refreshAwaitingReply(Date.now()));
    expect(count(store)).toEqual({ count: 3, atLeast: false, status: 'succeeded' });
    await store.dispatch(
      sendReply({ id: seedMessageId(1), draft: { ...emptyDraft(), text: 'The front desk.' } }),
    );
    await store.dispatch(refreshAwaitingReply(Date.now()));
    expect(count(store)).toMatchObject({ count: 2, atLeast: false });
  });

  it('is not asked again while a count asked since the moment given stands', async () => {
    const store = await loggedIn();
    const before = Date.now();
    await store.dispatch(refreshAwaitingReply(before));
    const again = await store.dispatch(refreshAwaitingReply(before));
    expect(again.meta).toMatchObject({ condition: true });
    const later = await store.dispatch(refreshAwaitingReply(Date.now() + 1));
    expect(later.meta).not.toMatchObject({ condition: true });
  });

  it('is not asked without a session', async () => {
    const store = await loggedIn();
    store.dispatch(loggedOut('user'));
    const result = await store.dispatch(refreshAwaitingReply(Date.now()));
    expect(result.meta).toMatchObject({ condition: true });
  });

  it('is wanted again after a reply and after a list load, by the plain action the pages send', async () => {
    expect(recountAwaitingReply(5).type).toBe(awaitingReplyWanted.type);
    const store = await loggedIn();
    const wanted = () =>
      (store.getState() as { awaitingReply?: { wanted: number } }).awaitingReply?.wanted ?? 0;
    const beforeList = Date.now();
    await store.dispatch(loadMessages(1));
    expect(wanted()).toBeGreaterThanOrEqual(beforeList);
    const beforeReply = Date.now();
    await store.dispatch(
      sendReply({ id: seedMessageId(1), draft: { ...emptyDraft(), text: 'The front desk.' } }),
    );
    expect(wanted()).toBeGreaterThanOrEqual(beforeReply);
    // A later moment is never lost to an earlier one.
    store.dispatch(recountAwaitingReply(1));
    expect(wanted()).toBeGreaterThanOrEqual(beforeReply);
  });

  it('fails quietly: no alert, no banner, no logout', async () => {
    fakeTimeouts();
    for (const kind of ['500', 'network', 'tokenNotValid'] as const) {
      const store = await loggedIn();
      await store.dispatch(refreshAwaitingReply(Date.now()));
      expect(count(store).count).toBe(3);
      failNext('GET', '/message/awaiting-reply', kind);
      await store.dispatch(refreshAwaitingReply(Date.now() + 1));
      expect(count(store).status, kind).toBe('failed');
      expect(store.getState().alerts, kind).toEqual([]);
      expect(selectApiUnavailable(store.getState()), kind).toBe(false);
      await pastTheLogoutSecond();
      expect(selectToken(store.getState()), kind).not.toBeNull();
    }
  });

  it('empties at logout, and an answer arriving after it is dropped', async () => {
    fakeTimeouts();
    const store = await loggedIn();
    await store.dispatch(refreshAwaitingReply(Date.now()));
    setLatency(200);
    void store.dispatch(refreshAwaitingReply(Date.now() + 1));
    store.dispatch(loggedOut('user'));
    await vi.advanceTimersByTimeAsync(500);
    await callsAnswered();
    expect(count(store)).toEqual({ count: null, atLeast: false, status: 'idle' });
  });
});

describe('a service without the count call (docs/messages.md#messages-awaiting-a-reply)', () => {
  it('is counted from the first page, a lower bound shown as such, and not asked again', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      asked.push(new URL(request.url).pathname);
    });
    server.use(
      http.get(`${env.apiUrl}/message/awaiting-reply`, () =>
        HttpResponse.json({ success: false, message: 'Message not found.' }, { status: 404 }),
      ),
    );
    const store = await loggedIn();
    await store.dispatch(refreshAwaitingReply(Date.now()));
    expect(count(store)).toMatchObject({ count: 3, atLeast: true });
    asked.length = 0;
    await store.dispatch(refreshAwaitingReply(Date.now() + 1));
    expect(count(store)).toMatchObject({ count: 3, atLeast: true });
    expect(asked).toEqual(['/message/']);
    server.events.removeAllListeners();
  });
});
