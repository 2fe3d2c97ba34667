import { describe, expect, it, vi } from 'vitest';
import { env } from '../../src/config/env';
import type { MessageListReply } from '../../src/api/types';
import {
  answerPatientMessage,
  failNext,
  mockClinicControls,
  reset,
  setLatency,
} from '../../src/testing/mock-clinic/controls';
import { createDbStore } from '../../src/testing/mock-clinic/db';
import { api, getJson, login, postJson, registration, tokenFor } from './helpers';
import { sendsOffContract } from '../utils/offContract';

describe('failNext', () => {
  sendsOffContract();
  it('network: the next matching call fails like a dropped connection, then calls work', async () => {
    failNext('POST', '/login', 'network');
    await expect(login('patient@example.com')).rejects.toThrow(TypeError);
    expect((await login('patient@example.com')).body.success).toBe(true);
  });

  it('500: answers Internal Server Error', async () => {
    failNext('get', '/config/fees', '500');
    expect(await getJson('/config/fees')).toEqual({
      status: 500,
      body: { message: 'Internal Server Error' },
    });
  });

  it('tokenNotValid: answers the expired-session reply even with a good token', async () => {
    const token = await tokenFor('patient@example.com');
    failNext('GET', '/me', 'tokenNotValid');
    expect(await getJson('/me', token)).toEqual({
      status: 401,
      body: { type: 'tokenNotValid', message: 'Your session has expired. Please log in again.' },
    });
    expect((await getJson('/me', token)).status).toBe(200);
  });

  it('fails as many times as asked', async () => {
    failNext('GET', '/services/oscarStatus', '500', 2);
    expect((await getJson('/services/oscarStatus')).status).toBe(500);
    expect((await getJson('/services/oscarStatus')).status).toBe(500);
    expect((await getJson('/services/oscarStatus')).status).toBe(200);
  });

  it('matches the path exactly, the method too', async () => {
    failNext('GET', '/me', '500');
    expect((await getJson('/me/appointments')).status).toBe(401);
    expect((await postJson('/me', {})).status).toBe(401);
    expect((await getJson('/me')).status).toBe(500);
  });

  it("matches a prefix when the path ends in '*', and any method for '*'", async () => {
    failNext('*', '/register/*', '500', 2);
    expect((await getJson('/register/confirm/abc')).status).toBe(500);
    expect((await postJson('/register', registration())).status).toBe(200);
    expect((await getJson('/register/confirm/abc')).status).toBe(500);
    expect((await getJson('/register/confirm/abc')).status).toBe(200);
  });

  it('uses the earliest matching failure first', async () => {
    failNext('GET', '/config/*', '500');
    failNext('GET', '/config/fees', 'tokenNotValid');
    expect((await getJson('/config/fees')).status).toBe(500);
    expect((await getJson('/config/fees')).status).toBe(401);
    expect((await getJson('/config/fees')).status).toBe(200);
  });

  it('survives a page reload, like the database', async () => {
    failNext('GET', '/me', 'tokenNotValid');
    vi.resetModules();
    const fresh = await import('../../src/testing/mock-clinic/faults');
    const failure = await fresh.applyFaults(new Request(api('/me')), env.apiUrl);
    expect(failure?.status).toBe(401);
  });

  it('refuses nonsense', () => {
    expect(() => failNext('GET', '/me', 'timeout' as 'network')).toThrow(TypeError);
    expect(() => failNext('GET', '/me', '500', 0)).toThrow(RangeError);
  });

  it('is cleared by reset()', async () => {
    failNext('*', '*', 'network', Infinity);
    reset();
    expect((await getJson('/config/fees')).status).toBe(200);
  });
});

describe('setLatency', () => {
  it('delays every answer until reset', async () => {
    setLatency(120);
    let started = performance.now();
    await getJson('/config/fees');
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);

    reset();
    started = performance.now();
    await getJson('/config/fees');
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('lowering the latency lets an answer already held back arrive', async () => {
    setLatency(10_000);
    const started = performance.now();
    const answer = getJson('/config/fees');
    await new Promise((resolve) => setTimeout(resolve, 50));
    setLatency(0);
    expect((await answer).status).toBe(200);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

// docs/mock-clinic.md#the-console: staff answer what a patient sent; the message keys' lifetime.
describe('answerPatientMessage and the message keys', () => {
  const own = async (token: string) =>
    (
      (await getJson('/message/?limit=15&skip=0', token)).body as unknown as MessageListReply
    ).messages.filter((message) => message.from === 'patient');
  const send = (token: string, message: string, key: string) =>
    postJson('/message/sent', { message }, token, { 'Idempotency-Key': key });

  it('is on window.mockClinic, and answers the newest waiting message', async () => {
    expect(mockClinicControls.answerPatientMessage).toBe(answerPatientMessage);
    const token = await tokenFor('patient@example.com');
    await send(token, 'Is the clinic open on Sunday?', 'key-sunday');
    const [sent] = await own(token);
    expect(answerPatientMessage('patient@example.com', ' No, closed on Sundays. ')).toBe(sent!._id);
    expect(await own(token)).toEqual([
      {
        ...sent,
        repliedMessage: 'No, closed on Sundays.',
        repliedAt: expect.any(String),
        isReplied: true,
      },
    ]);
  });

  it('keeps the keys with the database, across a reload; reset() forgets them', async () => {
    const token = await tokenFor('patient@example.com');
    await send(token, 'Hello', 'key-kept');
    const reloaded = createDbStore(window.localStorage).state;
    expect(reloaded.messageKeys).toEqual([
      { key: 'key-kept', userId: expect.any(String), messageId: (await own(token))[0]!._id },
    ]);
    reset();
    const again = await tokenFor('patient@example.com');
    expect(await own(again)).toEqual([]);
    expect((await send(again, 'Hello', 'key-kept')).body.success).toBe(true);
    expect(await own(again)).toHaveLength(1);
  });
});
