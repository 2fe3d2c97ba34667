import { api } from '../../api/client';
import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import type {
  ApiReply,
  MessageDetailReply,
  MessageListReply,
  MessageReplyReply,
} from '../../api/types';

// docs/calls.md#message-calls: one function a call. The client's default Content-Type is JSON, under which axios
// would turn FormData into JSON and drop the files; naming multipart keeps the body as it is, and
// the browser then writes the boundary into Content-Type itself.
//
// A reply may carry up to nine pictures (10 MB in all), which take minutes on a slow phone line:
// no fixed timeout, but given up after TRANSFER_STALL_MS in which no byte moved.
const multipart = { headers: { 'Content-Type': 'multipart/form-data' } };

/**
 * A reply's upload under the transfer watchdog (src/api/stallTimeout.ts), fetched when a reply
 * is sent: the messages list and the navigation's count use this file on every patient page.
 */
async function watched<T>(
  config: AxiosRequestConfig,
  send: (config: AxiosRequestConfig) => Promise<AxiosResponse<T>>,
): Promise<T> {
  const { TRANSFER_STALL_MS, withStallTimeout } = await import('../../api/stallTimeout');
  return (await withStallTimeout(config, TRANSFER_STALL_MS, send)).data;
}

export const getMessages = (limit: number, skip: number) =>
  api.get<MessageListReply>('/message/', { params: { limit, skip } }).then((r) => r.data);

/** A new message; `key` is its Idempotency-Key, the same on every retry (rules/sendKey.ts). */
export const postMessage = (message: string, key: string) =>
  api
    .post<ApiReply>('/message/sent', { message }, { headers: { 'Idempotency-Key': key } })
    .then((r) => r.data);

export const getMessage = (id: string) =>
  api.get<MessageDetailReply>(`/message/${encodeURIComponent(id)}`).then((r) => r.data);

export const putReply = (id: string, body: FormData) =>
  watched(multipart, (config) =>
    api.put<MessageReplyReply>(`/message/${encodeURIComponent(id)}`, body, config),
  );

export const getMessageByToken = (token: string) =>
  api.get<MessageReplyReply>('/sick-note/message/reply', { params: { token } }).then((r) => r.data);

export const putReplyByToken = (token: string, body: FormData) =>
  watched({ ...multipart, params: { token } }, (config) =>
    api.put<MessageReplyReply>('/sick-note/message/update-replies', body, config),
  );
