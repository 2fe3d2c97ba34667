import type { Message } from '../../src/api/types';

// A message from the clinic as GET /message/{id} answers it: one waiting for the patient's reply
// unless the test says otherwise.

export function buildMessage(over: Partial<Message> = {}): Message {
  return {
    _id: 'm1',
    message: 'Please send a photo.',
    createdAt: '2026-11-20T17:00:00Z',
    repliedAt: null,
    repliedMessage: null,
    from: 'Dr. Kwok',
    isMOA: false,
    requestImage: false,
    files: [],
    isReplied: false,
    ...over,
  };
}

/** The same message once the patient replied to it. */
export function buildRepliedMessage(over: Partial<Message> = {}): Message {
  return buildMessage({
    repliedAt: '2026-11-20T18:40:00Z',
    repliedMessage: 'Here it is.',
    isReplied: true,
    ...over,
  });
}

/** A message the patient wrote to the medical office assistants, waiting for their answer. */
export function buildOwnMessage(over: Partial<Message> = {}): Message {
  return buildMessage({
    _id: 'own1',
    message: 'Can I book a flu shot?',
    from: 'patient',
    isMOA: false,
    ...over,
  });
}
