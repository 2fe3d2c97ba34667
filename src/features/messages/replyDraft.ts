import type { Msg } from '../../api/message';
import { msgKey } from '../../api/message';

/** docs/messages.md#message-data, a reply draft: the text and up to three pickers of files (file1, file2, file3). */
export interface ReplyDraft {
  text: string;
  groups: [File[], File[], File[]];
}

export const emptyDraft = (): ReplyDraft => ({ text: '', groups: [[], [], []] });

/** The multipart body PUT /message/{id} and the token reply call take. */
export function replyFormData({ text, groups }: ReplyDraft): FormData {
  const form = new FormData();
  form.append('message', text.trim());
  groups.forEach((files, index) => {
    for (const file of files) form.append(`file${index + 1}`, file, file.name);
  });
  return form;
}

/** docs/messages.md#reply-dialog: a server error alerts this; a refusal alerts the service's own text. */
export const SERVER_ERROR: Msg = msgKey('messages:reply.serverError');
