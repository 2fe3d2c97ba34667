// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_IDLE_MS } from '../../src/testing/mock-clinic/db';
import { TOKEN_NOT_VALID, getJson, postJson, tokenFor } from './helpers';

afterEach(() => {
  vi.useRealTimers();
});

describe('POST /logout (an addition to the spec the real service should offer)', () => {
  it('ends the session: the token is refused afterwards', async () => {
    const token = await tokenFor('patient@example.com');
    expect((await getJson('/me', token)).status).toBe(200);
    expect((await postJson('/logout', {}, token)).body).toEqual({ success: true });
    const after = await getJson('/me', token);
    expect(after.status).toBe(401);
    expect(after.body).toEqual(TOKEN_NOT_VALID);
  });

  it('ends only that session: the same patient on another device stays logged in', async () => {
    const kept = await tokenFor('patient@example.com');
    await postJson('/logout', {}, await tokenFor('patient@example.com'));
    expect((await getJson('/me', kept)).status).toBe(200);
  });

  it('answers the same for an unknown or missing token, telling nothing about it', async () => {
    expect((await postJson('/logout', {}, 'not-a-token')).body).toEqual({ success: true });
    expect((await postJson('/logout', {})).body).toEqual({ success: true });
  });
});

describe('the service ends an idle session itself', () => {
  it('after 5 minutes without a call', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await tokenFor('patient@example.com');
    vi.setSystemTime(Date.now() + SESSION_IDLE_MS - 1_000);
    expect((await getJson('/me', token)).status).toBe(200);
    // That call was the session's latest use: 5 minutes are counted from it.
    vi.setSystemTime(Date.now() + SESSION_IDLE_MS - 1_000);
    expect((await getJson('/me', token)).status).toBe(200);
    vi.setSystemTime(Date.now() + SESSION_IDLE_MS);
    expect((await getJson('/me', token)).body).toEqual(TOKEN_NOT_VALID);
  });
});
