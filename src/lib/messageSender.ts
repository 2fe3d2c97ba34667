// docs/calls.md#contract-additions: My Messages lists the patient's own messages to the medical
// office assistants beside the clinic's; the service marks them `from: 'patient'` (with `isMOA`
// false). On such a message `repliedMessage` and `repliedAt` are the clinic's answer.

import type { Message } from '../api/types';

export const PATIENT_SENDER = 'patient';

/** A message the patient wrote to the medical office assistants (not one of the clinic's). */
export const isFromPatient = (message: Pick<Message, 'from'>): boolean =>
  message.from === PATIENT_SENDER;
