import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import { bindSessionTo, type SessionBinding } from '../../src/api/session';
import { removeStorage, storageKeys, writeStorage } from '../../src/lib/storage';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function tab(
  token: string | null,
): SessionBinding & { token: () => string | null; set: (t: string | null) => void; ended: number } {
  let current = token;
  const state = {
    token: () => current,
    set: (next: string | null) => {
      current = next;
    },
    ended: 0,
    changedElsewhere: () => {
      state.ended += 1;
    },
  };
  return state;
}

const ok = (config: AxiosRequestConfig) =>
  Promise.resolve({ data: config.headers, status: 200 } as AxiosResponse<unknown>);

afterEach(() => {
  removeStorage(storageKeys.token);
});

describe('each call carries the session of the tab that makes it', () => {
  it("sends the tab's own token", async () => {
    writeStorage(storageKeys.token, 'mine');
    const response = await bindSessionTo(tab('mine'), undefined, ok);
    expect(response.data).toMatchObject({ 'x-auth-token': 'mine', 'x-access-token': 'mine' });
  });

  it("never sends another patient's token: the tab ends its session and sends nothing", async () => {
    writeStorage(storageKeys.token, 'someone-else');
    const session = tab('mine');
    const send = vi.fn(ok);
    let settled = false;
    void bindSessionTo(session, undefined, send).finally(() => (settled = true));
    await wait(20);
    expect(send).not.toHaveBeenCalled();
    expect(session.ended).toBe(1);
    expect(settled).toBe(false);
  });

  it('drops an answer, or a failure, that arrives after the session ended', async () => {
    writeStorage(storageKeys.token, 'mine');
    for (const outcome of ['answer', 'failure'] as const) {
      const session = tab('mine');
      let finish: () => void = () => {};
      const send = () =>
        new Promise<AxiosResponse<unknown>>((resolve, reject) => {
          finish = () =>
            outcome === 'answer'
              ? resolve({ status: 200 } as AxiosResponse)
              : reject(new Error('x'));
        });
      let settled = false;
      void bindSessionTo(session, undefined, send).then(
        () => (settled = true),
        () => (settled = true),
      );
      await wait(0);
      session.set(null);
      finish();
      await wait(20);
      expect(settled).toBe(false);
    }
  });

  it("keeps a visitor's call, and a form's own access token, as they are", async () => {
    const visitor = await bindSessionTo(tab(null), undefined, ok);
    expect(visitor.data).toEqual({});
    writeStorage(storageKeys.token, 'mine');
    const form = await bindSessionTo(tab('mine'), { headers: { 'x-access-token': 'form' } }, ok);
    expect(form.data).toMatchObject({ 'x-auth-token': 'mine', 'x-access-token': 'form' });
  });

  it('sends a call that names its session (the logout) whatever the tab shows', async () => {
    const response = await bindSessionTo(tab(null), { headers: { 'x-auth-token': 'old' } }, ok);
    expect(response.data).toEqual({ 'x-auth-token': 'old' });
  });
});
