// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Message, MessageListReply } from '../../src/api/types';
import { answerPatientMessage } from '../../src/testing/mock-clinic/controls';
import { db } from '../../src/testing/mock-clinic/db';
import { checkRequests } from '../../src/testing/contract/findings';
import { seedMessageId } from '../../src/testing/mock-clinic/seed/messages';
import { api, getJson, postJson, tokenFor } from '../mocks/helpers';
import { HEIC_BYTES, PNG_BYTES, nodeFile, nodeFormData } from './nodeForm';
import { sendsOffContract } from '../utils/offContract';

const PNG = PNG_BYTES;

async function put(path: string, body: FormData | object, token?: string) {
  const headers: Record<string, string> = token ? { 'x-auth-token': token } : {};
  const init: RequestInit =
    typeof (body as FormData).append === 'function'
      ? { method: 'PUT', body: body as FormData, headers }
      : {
          method: 'PUT',
          body: JSON.stringify(body),
          headers: { ...headers, 'Content-Type': 'application/json' },
        };
  const response = await fetch(api(path), init);
  return (await response.json()) as {
    success: boolean;
    extras?: { message?: string; isReplied?: boolean; payload?: Message };
  };
}

async function form(message: string, files: Record<string, File[]> = {}): Promise<FormData> {
  const data = await nodeFormData();
  data.append('message', message);
  for (const [group, list] of Object.entries(files)) {
    for (const file of list) data.append(group, file);
  }
  return data;
}

describe('messages in the mock clinic', () => {
  sendsOffContract();
  it("lists Mei Chen's 20 messages newest first, 15 and then 5", async () => {
    const token = await tokenFor('patient@example.com');
    const first = (await getJson('/message/?limit=15&skip=0', token))
      .body as unknown as MessageListReply;
    const second = (await getJson('/message/?limit=15&skip=15', token))
      .body as unknown as MessageListReply;
    expect(first.total).toBe(20);
    expect(first.messages).toHaveLength(15);
    expect(second.messages).toHaveLength(5);
    const all = [...first.messages, ...second.messages];
    const dates = all.map((m) => m.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const unreplied = all.filter((m) => !m.isReplied);
    expect(unreplied).toHaveLength(3);
    expect(unreplied.filter((m) => m.requestImage)).toHaveLength(1);
    expect(all.some((m) => m.isMOA) && all.some((m) => !m.isMOA)).toBe(true);
    expect(all.some((m) => m.isReplied && m.files.length > 0)).toBe(true);
    expect(all[0]).not.toHaveProperty('userId');
  });

  it('asks for a session and shows no one else their messages', async () => {
    expect((await getJson('/message/?limit=15&skip=0')).status).toBe(401);
    const other = await tokenFor('nopharmacy@example.com');
    expect((await getJson(`/message/${seedMessageId(0)}`, other)).status).toBe(404);
    const own = await getJson('/message/?limit=15&skip=0', other);
    expect((own.body as unknown as MessageListReply).messages).toEqual([]);
  });

  it('stores a new message to the assistants and refuses an empty one', async () => {
    const token = await tokenFor('patient@example.com');
    expect((await postJson('/message/sent', { message: '  ' }, token)).body).toEqual({
      success: false,
      message: 'Message can not be empty!',
    });
    expect(
      (await postJson('/message/sent', { message: 'x'.repeat(201) }, token)).body.success,
    ).toBe(false);
    const sent = await postJson('/message/sent', { message: 'Can I book a flu shot?' }, token);
    expect(sent.body.success).toBe(true);
  });

  it('stores a reply with its files and refuses a second one', async () => {
    const token = await tokenFor('patient@example.com');
    const id = seedMessageId(0);
    expect((await put(`/message/${id}`, await form('Here it is'), token)).extras?.message).toBe(
      'Please attach at least one picture.',
    );
    expect((await put(`/message/${id}`, await form(''), token)).extras?.message).toBe(
      'Message cannot be empty',
    );
    const heic = nodeFile(HEIC_BYTES, 'rash.heic', 'image/heic');
    expect(
      (await put(`/message/${id}`, await form('Photo', { file1: [heic] }), token)).extras?.message,
    ).toBe('Please upload another type of image such as JPEG, JPG or PNG.');
    const four = Array.from({ length: 4 }, (_, n) => nodeFile(PNG, `p${n}.png`, 'image/png'));
    expect(
      (await put(`/message/${id}`, await form('Photos', { file1: four }), token)).extras?.message,
    ).toBe('You can only attach maximum of 3 files.');
    const photo = nodeFile(PNG, 'rash.png', 'image/png');
    const reply = await put(
      `/message/${id}`,
      await form('Photo of the rash', { file1: [photo] }),
      token,
    );
    expect(reply.extras?.message).toBeUndefined();
    expect(reply.success).toBe(true);
    expect(reply.extras?.isReplied).toBe(true);
    expect(reply.extras?.payload).toMatchObject({
      repliedMessage: 'Photo of the rash',
      isReplied: true,
      files: [{ fileName: 'rash.png', size: PNG.byteLength, contentType: 'image/png' }],
    });
    const again = await put(`/message/${id}`, await form('Again', { file1: [photo] }), token);
    expect(again).toEqual({
      success: false,
      extras: { message: 'You have already responded to this message.' },
    });
    const detail = await getJson(`/message/${id}`, token);
    expect((detail.body.message as Message).repliedAt).toEqual(expect.any(String));
  });

  it('takes GIF and WebP pictures as attachments, and refuses a document that is not one', async () => {
    const token = await tokenFor('patient@example.com');
    const id = seedMessageId(0);
    const bytes = (text: string) => new Uint8Array([...text].map((c) => c.charCodeAt(0)));
    const docx = nodeFile(bytes('PK\x03\x04\x14\0\x06\0\0\0\0\0'), 'notes.docx', '');
    expect(
      (await put(`/message/${id}`, await form('Notes', { file1: [docx] }), token)).extras?.message,
    ).toBe('Only PDF files and JPG, PNG, GIF or WebP pictures can be attached.');
    const gif = nodeFile(bytes('GIF89a\x01\0\x01\0\x80\0'), 'rash.gif', 'image/gif');
    const webp = nodeFile(bytes('RIFF\x24\x10\0\0WEBPVP8 '), 'arm.webp', 'image/webp');
    const reply = await put(
      `/message/${id}`,
      await form('Pictures', { file1: [gif], file2: [webp] }),
      token,
    );
    expect(reply.success).toBe(true);
    expect(reply.extras?.payload?.files.map((file) => file.fileName)).toEqual([
      'rash.gif',
      'arm.webp',
    ]);
  });
});

describe('the mailed reply link', () => {
  it('answers one message once, then says it was answered', async () => {
    const before = await getJson('/sick-note/message/reply?token=reply-demo-token');
    expect(before.body).toMatchObject({ success: true, extras: { isReplied: false } });
    const payload = (before.body.extras as { payload: Message }).payload;
    expect(payload._id).toBe(seedMessageId(1));
    const answer = await put(
      '/sick-note/message/update-replies?token=reply-demo-token',
      await form('Please fax it.'),
    );
    expect(answer.success).toBe(true);
    const after = await getJson('/sick-note/message/reply?token=reply-demo-token');
    expect(after.body).toMatchObject({ success: true, extras: { isReplied: true } });
    const twice = await put(
      '/sick-note/message/update-replies?token=reply-demo-token',
      await form('Again'),
    );
    expect(twice).toMatchObject({
      success: false,
      extras: { message: 'You have already responded to this message.', isReplied: true },
    });
  });

  it('says only that an unknown link is not valid', async () => {
    const { body } = await getJson('/sick-note/message/reply?token=nope');
    expect(body).toEqual({
      success: false,
      extras: { message: 'This link is not valid or has expired.' },
    });
  });
});

// docs/calls.md#contract-additions: the patient's own messages in the list, and the message key.
describe("the patient's own messages in the mock clinic", () => {
  const list = async (token: string) =>
    (await getJson('/message/?limit=15&skip=0', token)).body as unknown as MessageListReply;
  const send = (token: string, message: string, key: string) =>
    postJson('/message/sent', { message }, token, { 'Idempotency-Key': key });
  const ownTexts = async (token: string) =>
    (await list(token)).messages.filter((m) => m.from === 'patient').map((m) => m.message);

  it('lists a sent message first, as sent, with its time, and answers it by id', async () => {
    const token = await tokenFor('patient@example.com');
    const before = new Date().toISOString();
    const sent = await send(token, 'Can I book a flu shot?', 'k-flu');
    expect(sent.body).toEqual({
      success: true,
      message: 'Your message was successfully sent to our medical office assistants',
    });
    const after = new Date().toISOString();
    const page = await list(token);
    expect(page.total).toBe(21);
    expect(page.messages).toHaveLength(15);
    const [first] = page.messages;
    expect(first).toEqual({
      _id: expect.any(String),
      message: 'Can I book a flu shot?',
      createdAt: expect.any(String),
      repliedAt: null,
      repliedMessage: null,
      from: 'patient',
      isMOA: false,
      requestImage: false,
      files: [],
      isReplied: false,
    });
    expect(first!.createdAt >= before && first!.createdAt <= after).toBe(true);
    const dates = page.messages.map((m) => m.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const detail = await getJson(`/message/${first!._id}`, token);
    expect(detail.body).toEqual({ success: true, message: first });
    // Waiting for the clinic is not waiting for the patient.
    expect((await getJson('/message/awaiting-reply', token)).body).toEqual({
      success: true,
      count: 3,
    });
  });

  it('shows the answer staff give it (answerPatientMessage), newest waiting first', async () => {
    const token = await tokenFor('patient@example.com');
    await send(token, 'First question', 'k-1');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await send(token, 'Second question', 'k-2');
    const [second, first] = (await list(token)).messages;
    expect([second!.message, first!.message]).toEqual(['Second question', 'First question']);

    expect(answerPatientMessage('patient@example.com', 'Yes, any weekday.')).toBe(second!._id);
    expect(answerPatientMessage('patient@example.com', 'Monday.', first!._id)).toBe(first!._id);
    const [answered, alsoAnswered] = (await list(token)).messages;
    expect(answered).toMatchObject({
      _id: second!._id,
      from: 'patient',
      repliedMessage: 'Yes, any weekday.',
      repliedAt: expect.any(String),
      isReplied: true,
    });
    expect(alsoAnswered).toMatchObject({ repliedMessage: 'Monday.', isReplied: true });
    expect((await getJson(`/message/${second!._id}`, token)).body.message).toEqual(answered);
    expect((await getJson('/message/awaiting-reply', token)).body.count).toBe(3);

    // Nothing left to answer, a clinic's message, another account's message, an empty answer.
    expect(() => answerPatientMessage('patient@example.com', 'Again')).toThrow(/no message/);
    expect(() => answerPatientMessage('patient@example.com', 'x', seedMessageId(0))).toThrow(
      /no message/,
    );
    expect(() => answerPatientMessage('nobody@example.com', 'x')).toThrow(/No account/);
    const other = await tokenFor('nopharmacy@example.com');
    await send(other, 'Mine', 'k-other');
    const [mine] = (await list(other)).messages;
    expect(() => answerPatientMessage('patient@example.com', 'x', mine!._id)).toThrow(/no message/);
    expect(() => answerPatientMessage('nopharmacy@example.com', '   ')).toThrow(/text/);
  });

  it('leaves the key of a refused message unused', async () => {
    // A blank message is not the portal's: this request goes unchecked, the answers are.
    checkRequests(false);
    const token = await tokenFor('patient@example.com');
    expect((await send(token, '   ', 'k-a')).body.success).toBe(false);
    expect((await send(token, 'x'.repeat(201), 'k-a')).body.success).toBe(false);
    expect(await ownTexts(token)).toEqual([]);
    expect((await send(token, 'Hello', 'k-a')).body.success).toBe(true);
    expect(await ownTexts(token)).toEqual(['Hello']);
  });

  it('stores a message once per key and account', async () => {
    const token = await tokenFor('patient@example.com');
    expect((await send(token, 'Hello', 'k-a')).body.success).toBe(true);
    // The same key again (a retry after a lost answer, a 5xx): the first outcome, nothing stored.
    const again = await send(token, 'Hello', 'k-a');
    expect(again.body).toEqual({
      success: true,
      message: 'Your message was successfully sent to our medical office assistants',
    });
    expect(await ownTexts(token)).toEqual(['Hello']);
    // A new key is a new message, even with the same text.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await send(token, 'Hello', 'k-b')).body.success).toBe(true);
    expect(await ownTexts(token)).toEqual(['Hello', 'Hello']);
    // Another account's same key is its own.
    const other = await tokenFor('nopharmacy@example.com');
    expect((await send(other, 'Hi there', 'k-a')).body.success).toBe(true);
    expect(await ownTexts(other)).toEqual(['Hi there']);
    expect(await ownTexts(token)).toEqual(['Hello', 'Hello']);
  });

  it('refuses a reply to one of their own messages, as to an unknown message', async () => {
    const token = await tokenFor('patient@example.com');
    await send(token, 'A question', 'k-own');
    const [own] = (await list(token)).messages;
    expect(await put(`/message/${own!._id}`, await form('Replying to myself'), token)).toEqual({
      success: false,
      extras: { message: 'Message not found.' },
    });
    // Nor by a mailed link, should one ever name it.
    db.state.replyLinks.push({ token: 'own-message-link', messageId: own!._id });
    const byLink = await getJson('/sick-note/message/reply?token=own-message-link');
    expect(byLink.body).toEqual({
      success: false,
      extras: { message: 'This link is not valid or has expired.' },
    });
    const putByLink = await put(
      '/sick-note/message/update-replies?token=own-message-link',
      await form('Replying to myself'),
    );
    expect(putByLink).toEqual({
      success: false,
      extras: { message: 'This link is not valid or has expired.' },
    });
    expect((await getJson(`/message/${own!._id}`, token)).body.message).toMatchObject({
      repliedMessage: null,
      isReplied: false,
    });
  });
});
