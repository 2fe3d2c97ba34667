import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import { bindSessionTo, type SessionBinding } from '../../src/api/session';
import { removeStorage, storageKeys, writeStorage } from '../../src/lib/storage';
import { TOKEN_NOT_VALID } from '../../src/testing/mock-clinic/replies';
import { axiosError } from '../builders/axiosError';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Tab = SessionBinding & { set: (t: string | null) => void; ended: number };

/**
 * A tab showing the session `token` (its mark `mark-of-<token>`), or a visitor's (null); `hidden`:
 * reCAPTCHA or analytics is in its page (src/lib/thirdPartyScripts.ts).
 */
function tab(token: string | null, { hidden = false } = {}): Tab {
  let current = token;
  const state: Tab = {
    token: () => current,
    mark: () => (current === null ? null : markOf(current)),
    hidden: () => hidden,
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

const markOf = (token: string) => `mark-of-${token}`;

/** The tabs' shared storage holds the mark of the session `token` names. */
const storeMarkOf = (token: string) => writeStorage(storageKeys.session, markOf(token));

const ok = (config: AxiosRequestConfig) =>
  Promise.resolve({ data: config.headers, status: 200 } as AxiosResponse<unknown>);

/** Settles (either way) within a while, or not at all. */
async function settlesWithin(call: Promise<unknown>, ms = 20): Promise<boolean> {
  let settled = false;
  void call.then(
    () => (settled = true),
    () => (settled = true),
  );
  await wait(ms);
  return settled;
}

afterEach(() => {
  removeStorage(storageKeys.session);
});

describe('each call carries the session of the tab that makes it', () => {
  it("sends the tab's own token", async () => {
    storeMarkOf('mine');
    const response = await bindSessionTo(tab('mine'), undefined, ok);
    expect(response.data).toMatchObject({ 'x-auth-token': 'mine', 'x-access-token': 'mine' });
  });

  it("never sends another patient's token: the tab ends its session and sends nothing", async () => {
    storeMarkOf('someone-else');
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
    storeMarkOf('mine');
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
    storeMarkOf('mine');
    const form = await bindSessionTo(tab('mine'), { headers: { 'x-access-token': 'form' } }, ok);
    expect(form.data).toMatchObject({ 'x-auth-token': 'mine', 'x-access-token': 'form' });
  });

  it('sends a call that names its session (the logout) whatever the tab shows', async () => {
    const response = await bindSessionTo(tab(null), { headers: { 'x-auth-token': 'old' } }, ok);
    expect(response.data).toEqual({ 'x-auth-token': 'old' });
  });
});

describe('beside reCAPTCHA or analytics, a tab does not use its session', () => {
  it("sends no token: the call goes as a visitor's, a form's own access token as it is", async () => {
    storeMarkOf('mine');
    const session = tab('mine', { hidden: true });
    expect((await bindSessionTo(session, undefined, ok)).data).toEqual({});
    const form = await bindSessionTo(session, { headers: { 'x-access-token': 'form' } }, ok);
    expect(form.data).toEqual({ 'x-access-token': 'form' });
    expect(session.ended).toBe(0);
  });

  it('leaves a tokenNotValid refusal of such a call unsettled: it says nothing of the session', async () => {
    storeMarkOf('mine');
    const refused = () => Promise.reject(axiosError(401, TOKEN_NOT_VALID));
    const hidden = tab('mine', { hidden: true });
    expect(await settlesWithin(bindSessionTo(hidden, undefined, refused))).toBe(false);
    expect(hidden.ended).toBe(0);
    // Where the session is used, the same refusal is passed on: the app ends the session.
    await expect(bindSessionTo(tab('mine'), undefined, refused)).rejects.toBeInstanceOf(Error);
  });

  it("passes any other failure on, and a visitor's refusal", async () => {
    storeMarkOf('mine');
    const failed = () => Promise.reject(axiosError(500, { message: 'Internal Server Error' }));
    await expect(
      bindSessionTo(tab('mine', { hidden: true }), undefined, failed),
    ).rejects.toMatchObject({ response: { status: 500 } });
    const refused = () => Promise.reject(axiosError(401, TOKEN_NOT_VALID));
    await expect(
      bindSessionTo(tab(null, { hidden: true }), undefined, refused),
    ).rejects.toMatchObject({ response: { status: 401 } });
  });

  it('sends nothing of a call that is only the session’s (the count awaiting a reply)', async () => {
    storeMarkOf('mine');
    const send = vi.fn(ok);
    const hidden = bindSessionTo(tab('mine', { hidden: true }), { sessionOnly: true }, send);
    expect(await settlesWithin(hidden)).toBe(false);
    expect(send).not.toHaveBeenCalled();
    // Where the session is used, it goes with the token, and the mark stays ours.
    const sent = await bindSessionTo(tab('mine'), { sessionOnly: true }, send);
    expect(sent.data).toMatchObject({ 'x-auth-token': 'mine' });
    expect(send.mock.calls[0]?.[0]).not.toHaveProperty('sessionOnly');
  });

  it('still sends a call that names its session (the logout)', async () => {
    storeMarkOf('mine');
    const response = await bindSessionTo(
      tab('mine', { hidden: true }),
      { headers: { 'x-auth-token': 'mine' } },
      ok,
    );
    expect(response.data).toEqual({ 'x-auth-token': 'mine' });
  });
});
