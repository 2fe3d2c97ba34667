import { failureOf } from '../../src/state/serviceThunk';
import { selectMessages } from '../../src/features/messages/slice';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '../../src/config/env';
import { createStore } from '../../src/app/store';
import { emptyDraft, replyFormData, type ReplyDraft } from '../../src/features/messages/replyDraft';
import {
  loadMessage,
  loadMessageByToken,
  loadMessages,
  sendMessage,
  sendReply,
  sendReplyByToken,
} from '../../src/features/messages/thunks';
import { failNext } from '../../src/testing/mock-clinic/controls';
import { server } from '../../src/testing/mock-clinic/node';
import { seedMessageId } from '../../src/testing/mock-clinic/seed/messages';
import { loggedInStore } from '../utils/render';
import { PATIENTS } from '../builders/users';

const loggedIn = () => loggedInStore(PATIENTS.full);

const draft = (text: string) => ({ ...emptyDraft(), text });

describe('My Messages', () => {
  it('loads 15 newest messages, then the 5 on page 2', async () => {
    const store = await loggedIn();
    await store.dispatch(loadMessages(1));
    let state = selectMessages(store.getState());
    expect(state).toMatchObject({ page: 1, list: { status: 'succeeded' }, total: 20 });
    expect(state.items).toHaveLength(15);
    expect(state.items[0]?._id).toBe(seedMessageId(0));
    await store.dispatch(loadMessages(2));
    state = selectMessages(store.getState());
    expect(state.items).toHaveLength(5);
    expect(state.page).toBe(2);
  });

  it('keeps a failure in the slice so the page can offer to try again', async () => {
    const store = await loggedIn();
    failNext('GET', '/message/', '500');
    await store.dispatch(loadMessages(1));
    expect(selectMessages(store.getState()).list).toMatchObject({
      status: 'failed',
      error: { text: 'Internal Server Error' },
    });
  });

  it('empties itself at logout', async () => {
    const store = await loggedIn();
    await store.dispatch(loadMessages(1));
    store.dispatch({ type: 'auth/loggedOut', payload: 'user' });
    expect(selectMessages(store.getState()).items).toEqual([]);
  });
});

describe('a new message to the assistants', () => {
  it('says so in a 10-second alert', async () => {
    const store = await loggedIn();
    expect(
      failureOf(
        await store.dispatch(sendMessage({ text: 'Can I book a flu shot?', key: 'k-flu' })),
      ),
    ).toBeNull();
    expect(store.getState().alerts.at(-1)).toMatchObject({
      msg: { key: 'messages:compose.sent' },
      alertType: 'success',
      timeout: 10_000,
    });
  });

  it("fails with 'message sent failed'", async () => {
    const store = await loggedIn();
    failNext('POST', '/message/sent', '500');
    expect(
      failureOf(await store.dispatch(sendMessage({ text: 'Hello', key: 'k-hello' }))),
    ).toMatchObject({
      msg: { key: 'messages:compose.failed' },
      kind: 'server',
    });
  });
});

describe('a reply from the message page', () => {
  it('stores the reply and the message shows it', async () => {
    const store = await loggedIn();
    const id = seedMessageId(3);
    await store.dispatch(loadMessages(1));
    await store.dispatch(loadMessage(id));
    expect(selectMessages(store.getState()).current?.isReplied).toBe(false);
    const reply = { id, draft: draft('I take vitamin D in winter.') };
    expect(failureOf(await store.dispatch(sendReply(reply)))).toBeNull();
    const { current, items } = selectMessages(store.getState());
    expect(current).toMatchObject({
      isReplied: true,
      repliedMessage: 'I take vitamin D in winter.',
    });
    expect(items.find((m) => m._id === id)?.isReplied).toBe(true);
    expect(store.getState().alerts.at(-1)?.msg).toEqual({ key: 'messages:reply.sent' });
  });

  it('sends multipart form data: the text, and files under file1, file2, file3', async () => {
    const photo = new File(['a'], 'rash.png', { type: 'image/png' });
    const scan = new File(['b'], 'scan.pdf', { type: 'application/pdf' });
    const form = replyFormData({ text: '  Here  ', groups: [[photo], [], [scan]] });
    expect(form.get('message')).toBe('Here');
    expect((form.get('file1') as File).name).toBe('rash.png');
    expect(form.getAll('file2')).toEqual([]);
    expect((form.get('file3') as File).name).toBe('scan.pdf');

    const store = await loggedIn();
    let contentType = '';
    server.use(
      http.put(`${env.apiUrl}/message/:id`, ({ request }) => {
        contentType = request.headers.get('content-type') ?? '';
        return HttpResponse.json({ success: true, extras: { isReplied: true } });
      }),
    );
    const withPhoto: ReplyDraft = { text: 'Here', groups: [[photo], [], []] };
    await store.dispatch(sendReply({ id: seedMessageId(0), draft: withPhoto }));
    // Not JSON: the client's JSON default would otherwise turn the form into JSON, files lost.
    expect(contentType).toMatch(/^multipart\/form-data; ?boundary=/);
  });

  it("says the service's refusal in its own words", async () => {
    const store = await loggedIn();
    const reply = { id: seedMessageId(0), draft: draft('No photo, sorry') };
    expect(failureOf(await store.dispatch(sendReply(reply)))).toMatchObject({
      msg: { text: 'Please attach at least one picture.' },
      kind: 'refused',
    });
  });

  it("says 'Server error, please try again later' when the service fails", async () => {
    const store = await loggedIn();
    failNext('PUT', `/message/${seedMessageId(3)}`, '500');
    const reply = { id: seedMessageId(3), draft: draft('Hi') };
    expect(failureOf(await store.dispatch(sendReply(reply)))).toMatchObject({
      msg: { key: 'messages:reply.serverError' },
      kind: 'server',
    });
  });
});

describe('the mailed reply link', () => {
  it('loads the message, answers it once, and then knows it was answered', async () => {
    const store = createStore();
    const token = 'reply-demo-token';
    const first = await store.dispatch(loadMessageByToken(token));
    expect(first.payload).toMatchObject({ isReplied: false, message: { _id: seedMessageId(1) } });
    const answer = { token, draft: draft('Please fax it.') };
    expect(failureOf(await store.dispatch(sendReplyByToken(answer)))).toBeNull();
    const again = await store.dispatch(loadMessageByToken(token));
    expect(again.payload).toMatchObject({ isReplied: true });
    const twice = { token, draft: draft('Again') };
    expect(failureOf(await store.dispatch(sendReplyByToken(twice)))).toMatchObject({
      msg: { text: 'You have already responded to this message.' },
      detail: { alreadyReplied: true },
    });
  });

  it('reports an unknown or missing token', async () => {
    const store = createStore();
    expect(failureOf(await store.dispatch(loadMessageByToken('nope')))).toMatchObject({
      msg: { text: 'This link is not valid or has expired.' },
    });
    expect(failureOf(await store.dispatch(loadMessageByToken('')))).toMatchObject({
      msg: { key: 'messages:token.missing' },
    });
  });
});
