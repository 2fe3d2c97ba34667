import { HttpResponse } from 'msw';
import type {
  AwaitingReplyReply,
  Message,
  MessageDetailReply,
  MessageFile,
  MessageListReply,
  MessageReplyReply,
} from '../../../api/types';
import { awaitingReplyCount } from '../../../lib/awaitingReply';
import { factsOf, fileProblem, MAX_FILES_PER_PICKER } from '../../../lib/files';
import { isFromPatient } from '../../../lib/messageSender';
import { NEW_MESSAGE_MAX, REPLY_MAX } from '../../../features/messages/rules/validation';
import { db } from '../db';
import { createRecordId } from '../ids';
import type { MockMessage } from '../messagingTypes';
import { unansweredPatientMessage } from '../patientMessage';
import { failWithExtras, failWithMessage } from '../replies';
import { paramOf, readBody, text } from './body';
import { route } from './route';
import { requireUser } from './session';

export const MESSAGE_TEXTS = {
  sent: 'Your message was successfully sent to our medical office assistants',
  emptyNew: 'Message can not be empty!',
  tooLongNew: `Message cannot be longer than ${NEW_MESSAGE_MAX} characters.`,
  emptyReply: 'Message cannot be empty',
  tooLongReply: `Message cannot be longer than ${REPLY_MAX} characters.`,
  picture: 'Please attach at least one picture.',
  tooManyFiles: 'You can only attach maximum of 3 files.',
  heic: 'Please upload another type of image such as JPEG, JPG or PNG.',
  fileType: 'Only PDF files and JPG, PNG, GIF or WebP pictures can be attached.',
  alreadyReplied: 'You have already responded to this message.',
  notFound: 'Message not found.',
  invalidLink: 'This link is not valid or has expired.',
} as const;

const FILE_GROUPS = ['file1', 'file2', 'file3'] as const;

/** What leaves the mock: the message without its owner. */
function publicMessage(message: MockMessage): Message {
  const copy: Partial<MockMessage> = structuredClone(message);
  delete copy.userId;
  return copy as Message;
}

interface ReplyDraft {
  text: string;
  /** Files by picker; a JSON body carries none. */
  groups: File[][];
}

async function readReply(request: Request): Promise<ReplyDraft> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.includes('multipart/form-data')) {
    const body = await readBody(request);
    return { text: typeof body.message === 'string' ? body.message : '', groups: [] };
  }
  const form = await request.formData();
  const message = form.get('message');
  const files = (name: string) =>
    form.getAll(name).filter((entry): entry is File => typeof entry !== 'string');
  return {
    text: typeof message === 'string' ? message : '',
    groups: [...FILE_GROUPS.map(files), files('files')].filter((group) => group.length > 0),
  };
}

/** The first rule a reply breaks, in the order the portal checks them. */
async function replyProblem(draft: ReplyDraft, message: MockMessage): Promise<string | null> {
  if (message.isReplied) return MESSAGE_TEXTS.alreadyReplied;
  if (draft.text.trim() === '') return MESSAGE_TEXTS.emptyReply;
  if (draft.text.length > REPLY_MAX) return MESSAGE_TEXTS.tooLongReply;
  const all = draft.groups.flat();
  if (message.requestImage && all.length === 0) return MESSAGE_TEXTS.picture;
  if (draft.groups.some((group) => group.length > MAX_FILES_PER_PICKER)) {
    return MESSAGE_TEXTS.tooManyFiles;
  }
  for (const file of all) {
    const problem = fileProblem(await factsOf(file), 'attachment');
    if (problem === 'heic') return MESSAGE_TEXTS.heic;
    if (problem) return MESSAGE_TEXTS.fileType;
  }
  return null;
}

/** Stores the reply with its files (their details; the mock keeps no file contents). */
function applyReply(message: MockMessage, draft: ReplyDraft): void {
  const files: MessageFile[] = draft.groups.flat().map((file) => ({
    _id: createRecordId(),
    fileName: file.name,
    size: file.size,
    contentType: file.type,
  }));
  message.repliedMessage = draft.text.trim();
  message.repliedAt = new Date().toISOString();
  message.files = files;
  message.isReplied = true;
  db.save();
}

function replied(message: MockMessage): Response {
  return HttpResponse.json<MessageReplyReply>({
    success: true,
    extras: { isReplied: true, payload: publicMessage(message) },
  });
}

function findOwn(userId: string, id: string): MockMessage | undefined {
  return db.state.messages.find((message) => message._id === id && message.userId === userId);
}

/**
 * A clinic's message the patient may reply to. Their own message is not one: the patient writes
 * a new message instead, and a reply to it is refused as an unknown message would be.
 */
function findRepliable(userId: string, id: string): MockMessage | undefined {
  const message = findOwn(userId, id);
  return message && !isFromPatient(message) ? message : undefined;
}

function messageOfLink(token: string): MockMessage | undefined {
  const link = db.state.replyLinks.find((candidate) => candidate.token === token);
  const message = link && db.state.messages.find((candidate) => candidate._id === link.messageId);
  return message && !isFromPatient(message) ? message : undefined;
}

/** The Idempotency-Key the call was sent with; a real service would cap its length likewise. */
function idempotencyKeyOf(request: Request): string | null {
  const key = request.headers.get('Idempotency-Key')?.trim() ?? '';
  return key ? key.slice(0, 255) : null;
}

/** A message the patient sent, as their list shows it: no answer from the clinic yet. */
function storePatientMessage(userId: string, text: string, key: string | null): void {
  const messageId = createRecordId();
  db.state.messages.unshift(
    unansweredPatientMessage({
      _id: messageId,
      userId,
      message: text,
      createdAt: new Date().toISOString(),
    }),
  );
  if (key) db.state.messageKeys.push({ key, userId, messageId });
  db.save();
}

function clampInt(value: string | null, fallback: number, min: number, max: number): number {
  const parsed = value === null || value === '' ? NaN : Number(value);
  return Number.isInteger(parsed) ? Math.min(max, Math.max(min, parsed)) : fallback;
}

function ownMessages(userId: string): MockMessage[] {
  return db.state.messages.filter((message) => message.userId === userId);
}

export const messageHandlers = [
  route('get', '/message/', ({ request }) => {
    const record = requireUser(request);
    const query = new URL(request.url).searchParams;
    const limit = clampInt(query.get('limit'), 15, 1, 100);
    const skip = clampInt(query.get('skip'), 0, 0, Number.MAX_SAFE_INTEGER);
    const own = ownMessages(record.profile.id).sort((a, b) =>
      b.createdAt.localeCompare(a.createdAt),
    );
    return HttpResponse.json<MessageListReply>({
      success: true,
      messages: own.slice(skip, skip + limit).map(publicMessage),
      total: own.length,
    });
  }),

  // docs/calls.md#contract-additions: the message joins the patient's list; a key this account
  // sent before answers the first outcome (only a stored message keeps its key, so a success)
  // and stores nothing, whatever the repeat carries. A refusal leaves the key unused.
  route('post', '/message/sent', async ({ request }) => {
    const record = requireUser(request);
    const userId = record.profile.id;
    const key = idempotencyKeyOf(request);
    const sent = () => HttpResponse.json({ success: true, message: MESSAGE_TEXTS.sent });
    if (key && db.state.messageKeys.some((entry) => entry.key === key && entry.userId === userId)) {
      return sent();
    }
    const body = await readBody(request);
    const message = typeof body.message === 'string' ? body.message : '';
    if (message.trim() === '') return failWithMessage(MESSAGE_TEXTS.emptyNew);
    if (message.length > NEW_MESSAGE_MAX) return failWithMessage(MESSAGE_TEXTS.tooLongNew);
    storePatientMessage(userId, message.trim(), key);
    return sent();
  }),

  // A contract addition (docs/messages.md#messages-awaiting-a-reply), before /message/:id so it
  // is not taken for a message's id.
  route('get', '/message/awaiting-reply', ({ request }) => {
    const record = requireUser(request);
    return HttpResponse.json<AwaitingReplyReply>({
      success: true,
      count: awaitingReplyCount(ownMessages(record.profile.id)),
    });
  }),

  route('get', '/message/:id', ({ request, params }) => {
    const record = requireUser(request);
    const message = findOwn(record.profile.id, paramOf(params.id));
    if (!message) return failWithMessage(MESSAGE_TEXTS.notFound, 404);
    return HttpResponse.json<MessageDetailReply>({
      success: true,
      message: publicMessage(message),
    });
  }),

  route('put', '/message/:id', async ({ request, params }) => {
    const record = requireUser(request);
    const message = findRepliable(record.profile.id, paramOf(params.id));
    if (!message) return failWithExtras(MESSAGE_TEXTS.notFound);
    const draft = await readReply(request);
    const problem = await replyProblem(draft, message);
    if (problem) return failWithExtras(problem);
    applyReply(message, draft);
    return replied(message);
  }),

  // A reply link from an e-mail: no session, the token alone names the one message it answers.
  route('get', '/sick-note/message/reply', ({ request }) => {
    const message = messageOfLink(text(new URL(request.url).searchParams.get('token')));
    if (!message) return failWithExtras(MESSAGE_TEXTS.invalidLink);
    return HttpResponse.json<MessageReplyReply>({
      success: true,
      extras: { isReplied: message.isReplied, payload: publicMessage(message) },
    });
  }),

  route('put', '/sick-note/message/update-replies', async ({ request }) => {
    const message = messageOfLink(text(new URL(request.url).searchParams.get('token')));
    if (!message) return failWithExtras(MESSAGE_TEXTS.invalidLink);
    const draft = await readReply(request);
    const problem = await replyProblem(draft, message);
    if (problem) {
      return HttpResponse.json<MessageReplyReply>({
        success: false,
        extras: { message: problem, isReplied: message.isReplied },
      });
    }
    applyReply(message, draft);
    return replied(message);
  }),
];
