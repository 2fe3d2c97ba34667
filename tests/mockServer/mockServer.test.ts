// @vitest-environment node
// npm run mock-server, as the portal and a back-end developer meet it: real HTTP and socket.io
// on a real port, in a child process of its own (its database is not this worker's).

import { type Socket, io } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { preflight as preflightFrom, serveMockClinic } from './serveMockClinic';

const ORIGIN = 'http://localhost:5173';
const PATIENT = { email: 'patient@example.com', password: 'Clinic2026!', recaptcha: 'any' };

const mock = serveMockClinic();
const sockets: Socket[] = [];

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${mock.base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN, ...headers },
    body: JSON.stringify(body),
  });
}

async function logIn(): Promise<string> {
  const reply = (await (await post('/login', PATIENT)).json()) as {
    extras: { accessToken: string };
  };
  return reply.extras.accessToken;
}

function connect(auth: Record<string, string>): Socket {
  const socket = io(mock.base, { auth, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  return socket;
}

function nextEvent(socket: Socket, events: string[]): Promise<string> {
  return new Promise((resolve) => {
    for (const event of events) socket.once(event, () => resolve(event));
  });
}

afterAll(() => {
  sockets.forEach((socket) => socket.close());
});

describe('npm run mock-server', () => {
  it('logs the patient in over HTTP, with CORS for the portal and no caching', async () => {
    const preflight = await preflightFrom(
      `${mock.base}/login`,
      ORIGIN,
      'content-type,x-auth-token',
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/x-auth-token/i);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Idempotency-Key/i);

    const login = await post('/login', PATIENT);
    expect(login.status).toBe(200);
    expect(login.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(login.headers.get('cache-control')).toBe('no-store');
    const token = ((await login.json()) as { extras: { accessToken: string } }).extras.accessToken;
    expect(token).toMatch(/^\w{20,}$/);

    const me = await fetch(`${mock.base}/me`, {
      headers: { 'x-auth-token': token, Origin: ORIGIN },
    });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(PATIENT.email);

    const stranger = await post('/login', PATIENT, { Origin: 'https://evil.example' });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('admits a socket only with a live token and tells it when the clinic goes offline', async () => {
    const refused = connect({});
    await expect(
      new Promise((resolve) => refused.once('connect_error', (error) => resolve(error.message))),
    ).resolves.toBe('unauthorized');
    const forged = connect({ token: 'not-a-token' });
    expect(await nextEvent(forged, ['connect_error', 'connect'])).toBe('connect_error');

    const socket = connect({ token: await logIn() });
    expect(await nextEvent(socket, ['oscarOnline', 'oscarOffline', 'connect_error'])).toBe(
      'oscarOnline',
    );
    const offline = nextEvent(socket, ['oscarOnline', 'oscarOffline']);
    expect((await post('/__mock/clinic-online', { online: false })).status).toBe(200);
    expect(await offline).toBe('oscarOffline');

    // Back to the seed, where no session exists: the socket of the ended session is closed.
    const closed = nextEvent(socket, ['disconnect', 'oscarOnline']);
    await post('/__mock/reset', {});
    expect(await closed).toBe('disconnect');
  });

  it('closes the sockets of a session that ends (a logout, an expiry) and keeps the others', async () => {
    const endingToken = await logIn();
    const ending = connect({ token: endingToken });
    // Listened for before the next login: the greeting may arrive while it is under way.
    const endingGreeted = nextEvent(ending, ['oscarOnline']);
    const staying = connect({ token: await logIn() });
    await endingGreeted;
    await nextEvent(staying, ['oscarOnline']);
    const closed = nextEvent(ending, ['disconnect']);
    const logout = await post('/logout', {}, { 'x-auth-token': endingToken });
    expect(logout.status).toBe(200);
    expect(await closed).toBe('disconnect');
    expect(staying.connected).toBe(true);

    const expired = nextEvent(staying, ['disconnect']);
    expect((await post('/__mock/expire-sessions', { email: PATIENT.email })).status).toBe(200);
    expect(await expired).toBe('disconnect');
    expect((await post('/__mock/expire-sessions', { email: 'nobody@example.com' })).status).toBe(
      404,
    );
  });

  it('answers the card provider under /card-provider, as the Stripe stand-in calls it', async () => {
    const method = await post('/card-provider/v1/payment_methods', {
      number: '4242 4242 4242 4242',
      expiry: '12 / 34',
      cvc: '123',
    });
    expect(method.status).toBe(200);
    expect(await method.json()).toEqual({
      id: expect.stringMatching(/^pm_/),
      card: { brand: 'visa', last4: '4242' },
    });
    const refused = await post('/card-provider/v1/payment_methods', {
      number: '4111 1111 1111 1111',
    });
    expect(refused.status).toBe(402);
    expect(await refused.json()).toEqual({ error: { message: 'Your card number is incorrect.' } });
  });

  it('hosts the mailed confirmation page, which sends the patient to the portal', async () => {
    const unknown = await fetch(`${mock.base}/confirm-email/no-such-token`);
    expect(unknown.status).toBe(400);
    expect(unknown.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await unknown.text();
    expect(html).toContain('This confirmation link is not valid.');
    expect(html).toContain('href="http://localhost:5173/login"');
  });

  it('restarts when told: connections dropped, the port refused, then back with its data', async () => {
    const token = await logIn();
    const socket = connect({ token });
    await nextEvent(socket, ['oscarOnline']);
    const dropped = nextEvent(socket, ['disconnect']);
    expect((await post('/__mock/restart', { downMs: 600 })).status).toBe(200);
    expect(await dropped).toBe('disconnect');
    await expect(
      fetch(`${mock.base}/me`, { headers: { 'x-auth-token': token } }),
    ).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect((await fetch(`${mock.base}/me`, { headers: { 'x-auth-token': token } })).status).toBe(
      200,
    );
  });

  it('fails the next calls as told, and reset restores the seed', async () => {
    const token = await logIn();
    const me = () => fetch(`${mock.base}/me`, { headers: { 'x-auth-token': token } });

    await post('/__mock/fail-next', { method: 'GET', path: '/me', kind: '500', times: 1 });
    expect((await me()).status).toBe(500);
    expect((await me()).status).toBe(200);
    await post('/__mock/fail-next', { method: 'GET', path: '/me', kind: 'network' });
    await expect(me()).rejects.toThrow();
    expect((await post('/__mock/fail-next', { path: '/me', kind: 'boom' })).status).toBe(400);

    await post('/services/saveerror', { err: 'TypeError', date: '2026-11-24', details: 'x' });
    const reports = await fetch(`${mock.base}/__mock/error-reports`);
    expect(reports.headers.get('cache-control')).toBe('no-store');
    expect(await reports.json()).toHaveLength(1);

    expect((await post('/__mock/reset', {})).status).toBe(200);
    expect(await (await fetch(`${mock.base}/__mock/error-reports`)).json()).toEqual([]);
    expect(Array.isArray(await (await fetch(`${mock.base}/__mock/mailbox`)).json())).toBe(true);
    expect(Array.isArray(await (await fetch(`${mock.base}/__mock/charges`)).json())).toBe(true);
    // The sessions went with the rest.
    expect((await me()).status).toBe(401);
  });

  it('lets staff answer what the patient sent (POST /__mock/answer-message)', async () => {
    // (This file's login sends no `method`, which the document holds against it: not asked here.)
    const findings = async () =>
      ((await (await post('/__mock/take-contract-findings', {})).json()) as { call: string }[])
        .map((finding) => finding.call)
        .filter((call) => call.includes('/message'));
    await findings();
    const token = await logIn();
    const list = async () =>
      (
        (await (
          await fetch(`${mock.base}/message/?limit=15&skip=0`, {
            headers: { 'x-auth-token': token },
          })
        ).json()) as { messages: { _id: string; from: string; repliedMessage: string | null }[] }
      ).messages;
    const send = (message: string, key: string) =>
      post('/message/sent', { message }, { 'x-auth-token': token, 'Idempotency-Key': key });
    expect((await send('Do you take walk-ins?', 'server-key-1')).status).toBe(200);
    expect((await send('Do you take walk-ins?', 'server-key-1')).status).toBe(200);
    const [sent, clinics] = await list();
    expect(sent).toMatchObject({ from: 'patient', repliedMessage: null });
    expect(clinics!.from).not.toBe('patient');

    const answer = await post('/__mock/answer-message', {
      email: PATIENT.email,
      text: 'Yes, until 4 pm.',
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ id: sent!._id });
    expect((await list())[0]).toMatchObject({ _id: sent!._id, repliedMessage: 'Yes, until 4 pm.' });

    // Nothing waits any more; an unknown account; no text; an id that is not a string.
    const refused = async (body: unknown) => (await post('/__mock/answer-message', body)).status;
    expect(await refused({ email: PATIENT.email, text: 'Again' })).toBe(404);
    expect(await refused({ email: PATIENT.email, text: 'Again', id: sent!._id })).toBe(404);
    expect(await refused({ email: 'nobody@example.com', text: 'Hi' })).toBe(404);
    expect(await refused({ email: PATIENT.email, text: '  ' })).toBe(400);
    expect(await refused({ email: PATIENT.email, text: 'Hi', id: 7 })).toBe(400);
    // Every exchange of the messages agreed with the contract document, the key included.
    expect(await findings()).toEqual([]);
    await post('/__mock/reset', {});
  });
});
