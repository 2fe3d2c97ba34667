import type { Message } from '../../api/types';

/** docs/messages.md#my-messages-list: the sender is shown as a medical office assistant or a doctor (isMOA). */
export const senderKey = (message: Pick<Message, 'isMOA'>) =>
  message.isMOA ? 'sender.moa' : 'sender.doctor';
