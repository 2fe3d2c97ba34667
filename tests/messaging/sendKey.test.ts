import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  afterSend,
  nextSend,
  sentText,
  type PendingSend,
} from '../../src/features/messages/rules/sendKey';
import { newIdempotencyKey } from '../../src/lib/idempotencyKey';

// docs/messages.md#new-message: one Idempotency-Key per message the patient sends; the same key
// on every retry of that text, a new one after a success or once the text changed.

/** Keys k1, k2, … in the order they are made, so a test sees which send made a new one. */
function keyMaker() {
  let made = 0;
  return () => `k${++made}`;
}

/** What a send of each typed text, with its outcome, was sent with. */
function sendAll(sends: readonly { typed: string; ok: boolean }[]): PendingSend[] {
  const newKey = keyMaker();
  let pending: PendingSend | null = null;
  return sends.map(({ typed, ok }) => {
    const attempt = nextSend(pending, typed, newKey);
    pending = afterSend(attempt, ok);
    return attempt;
  });
}

const typed = fc.string({ maxLength: 12 });
const send = fc.record({ typed, ok: fc.boolean() });

describe('the key of a new message', () => {
  it('is made at the first send and kept for every retry of the same text', () => {
    const [first, second, third] = sendAll([
      { typed: 'Flu shot?', ok: false },
      { typed: 'Flu shot?', ok: false },
      { typed: 'Flu shot?', ok: true },
    ]);
    expect(first).toEqual({ text: 'Flu shot?', key: 'k1' });
    expect(second?.key).toBe('k1');
    expect(third?.key).toBe('k1');
  });

  it('is new after a success, even for the same text (a second message)', () => {
    const keys = sendAll([
      { typed: 'Flu shot?', ok: true },
      { typed: 'Flu shot?', ok: true },
    ]).map((attempt) => attempt.key);
    expect(keys).toEqual(['k1', 'k2']);
  });

  it('is new when the text changed after a failed send', () => {
    const keys = sendAll([
      { typed: 'Flu shot?', ok: false },
      { typed: 'Flu shot next week?', ok: false },
      { typed: 'Flu shot next week?', ok: true },
    ]).map((attempt) => attempt.key);
    expect(keys).toEqual(['k1', 'k2', 'k2']);
  });

  it('belongs to the text as sent: spaces around it change nothing', () => {
    expect(sentText('  Flu shot?\n')).toBe('Flu shot?');
    const keys = sendAll([
      { typed: 'Flu shot?', ok: false },
      { typed: ' Flu shot? ', ok: true },
    ]).map((attempt) => attempt.key);
    expect(keys).toEqual(['k1', 'k1']);
  });

  it('for any sends: a key repeats exactly when the text is the one of a send that failed just before', () => {
    fc.assert(
      fc.property(fc.array(send, { minLength: 1, maxLength: 20 }), (sends) => {
        const attempts = sendAll(sends);
        attempts.forEach((attempt, i) => {
          expect(attempt.text).toBe(sentText(sends[i]!.typed));
          if (i === 0) return expect(attempt.key).toBe('k1');
          const before = attempts[i - 1]!;
          const retry = !sends[i - 1]!.ok && before.text === attempt.text;
          if (retry) expect(attempt.key).toBe(before.key);
          else expect(attempts.slice(0, i).map((a) => a.key)).not.toContain(attempt.key);
        });
      }),
    );
  });

  it('for any sends: one key is never used for two different texts, nor after its success', () => {
    fc.assert(
      fc.property(fc.array(send, { maxLength: 20 }), (sends) => {
        const attempts = sendAll(sends);
        const textOf = new Map<string, string>();
        const succeeded = new Set<string>();
        attempts.forEach((attempt, i) => {
          expect(succeeded.has(attempt.key)).toBe(false);
          expect(textOf.get(attempt.key) ?? attempt.text).toBe(attempt.text);
          textOf.set(attempt.key, attempt.text);
          if (sends[i]!.ok) succeeded.add(attempt.key);
        });
      }),
    );
  });
});

describe('a new Idempotency-Key (src/lib/idempotencyKey.ts)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is a UUID where crypto.randomUUID exists, different each time', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('is 32 hex digits without randomUUID (a page that is not a secure context)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', {
      getRandomValues: (array: Uint8Array<ArrayBuffer>) => real.getRandomValues(array),
    });
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});
