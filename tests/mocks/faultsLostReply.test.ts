import { describe, expect, it, vi } from 'vitest';
import { env } from '../../src/config/env';
import { failNext } from '../../src/testing/mock-clinic/controls';
import { db } from '../../src/testing/mock-clinic/db';
import { FAULTS_STORAGE_KEY } from '../../src/testing/mock-clinic/faults';
import { withNoStore } from '../../src/testing/mock-clinic/handlers/route';
import { isFromPatient } from '../../src/lib/messageSender';
import { api, getJson, login, postJson, tokenFor } from './helpers';

describe("failNext(…, 'lostReply')", () => {
  it('lets the service do its work, then loses the answer as a network error', async () => {
    const token = await tokenFor('patient@example.com');
    const sent = () => db.state.messages.filter(isFromPatient).map((message) => message.message);
    const send = (message: string, key: string) =>
      postJson('/message/sent', { message }, token, { 'Idempotency-Key': key });
    failNext('POST', '/message/sent', 'lostReply');
    await expect(send('Is my note ready?', 'key-1')).rejects.toThrow(TypeError);
    // The message was kept although the patient never heard so.
    expect(sent()).toEqual(['Is my note ready?']);
    // Sent again with its key, it is answered as the first time and not stored twice.
    expect((await send('Is my note ready?', 'key-1')).body.success).toBe(true);
    expect(sent()).toEqual(['Is my note ready?']);
    expect((await send('Again', 'key-2')).status).toBe(200);
    expect(sent()).toEqual(['Again', 'Is my note ready?']);
  });

  it('loses the answer of a refusal too, and of a call that starts a session', async () => {
    failNext('POST', '/login', 'lostReply');
    const sessions = db.state.sessions.length;
    await expect(login('patient@example.com')).rejects.toThrow(TypeError);
    expect(db.state.sessions.length).toBe(sessions + 1);
    failNext('GET', '/me', 'lostReply');
    await expect(getJson('/me')).rejects.toThrow(TypeError);
  });

  it('fails as many times as asked, then answers', async () => {
    failNext('GET', '/config/fees', 'lostReply', 2);
    await expect(getJson('/config/fees')).rejects.toThrow(TypeError);
    await expect(getJson('/config/fees')).rejects.toThrow(TypeError);
    expect((await getJson('/config/fees')).status).toBe(200);
  });

  it('keeps the persisted queue in its format and survives a reload', async () => {
    failNext('GET', '/config/fees', 'lostReply');
    const saved = JSON.parse(window.localStorage.getItem(FAULTS_STORAGE_KEY) ?? '{}') as {
      queue: unknown[];
    };
    expect(saved.queue).toEqual([
      { method: 'GET', path: '/config/fees', kind: 'lostReply', remaining: 1 },
    ]);
    vi.resetModules();
    const fresh = await import('../../src/testing/mock-clinic/faults');
    const fault = await fresh.takeFault(new Request(api('/config/fees')), env.apiUrl);
    expect(fault).toEqual({ kind: 'lostReply' });
  });

  it('reads a queue saved before lostReply existed', async () => {
    window.localStorage.setItem(
      FAULTS_STORAGE_KEY,
      JSON.stringify({
        latencyMs: 0,
        queue: [{ method: 'GET', path: '/me', kind: 'tokenNotValid', remaining: 1 }],
      }),
    );
    vi.resetModules();
    const fresh = await import('../../src/testing/mock-clinic/faults');
    const failure = await fresh.applyFaults(new Request(api('/me')), env.apiUrl);
    expect(failure?.status).toBe(401);
  });
});

describe('Cache-Control: no-store on every JSON answer', () => {
  it('is on answers, refusals, thrown refusals and injected failures', async () => {
    const headerOf = async (path: string, init?: RequestInit) =>
      (await fetch(api(path), init)).headers.get('Cache-Control');
    expect(await headerOf('/config/fees')).toBe('no-store');
    // tokenNotValid, thrown by the handler
    expect(await headerOf('/me')).toBe('no-store');
    failNext('GET', '/config/fees', '500');
    expect(await headerOf('/config/fees')).toBe('no-store');
    failNext('GET', '/config/fees', 'tokenNotValid');
    expect(await headerOf('/config/fees')).toBe('no-store');
    const token = await tokenFor('patient@example.com');
    expect(await headerOf('/me', { headers: { 'x-auth-token': token } })).toBe('no-store');
  });

  it("keeps an answer's own Cache-Control and leaves other types alone", () => {
    const own = withNoStore(
      new Response('{}', {
        headers: { 'Content-Type': 'application/json', 'Cache-Control': 'max-age=60' },
      }),
    );
    expect(own.headers.get('Cache-Control')).toBe('max-age=60');
    const pdf = withNoStore(
      new Response('%PDF', { headers: { 'Content-Type': 'application/pdf' } }),
    );
    expect(pdf.headers.get('Cache-Control')).toBeNull();
    const problem = withNoStore(
      new Response('{}', {
        headers: { 'Content-Type': 'application/problem+json; charset=utf-8' },
      }),
    );
    expect(problem.headers.get('Cache-Control')).toBe('no-store');
    expect(withNoStore(Response.error()).type).toBe('error');
  });
});
