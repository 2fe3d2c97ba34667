import type { Message } from '../../api/types';

/** Spec 02 §2: the sender is shown as a medical office assistant or a doctor (isMOA). */
export const senderKey = (message: Pick<Message, 'isMOA'>) =>
  message.isMOA ? 'sender.moa' : 'sender.doctor';
