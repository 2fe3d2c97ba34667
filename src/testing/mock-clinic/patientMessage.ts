// A message the patient wrote to the medical office assistants, as their list carries it
// (docs/calls.md#contract-additions): the clinic has not answered it yet.

import { PATIENT_SENDER } from '../../lib/messageSender';
import type { MockMessage } from './messagingTypes';

export function unansweredPatientMessage(
  fields: Pick<MockMessage, '_id' | 'userId' | 'message' | 'createdAt'>,
): MockMessage {
  return {
    ...fields,
    repliedAt: null,
    repliedMessage: null,
    from: PATIENT_SENDER,
    isMOA: false,
    requestImage: false,
    files: [],
    isReplied: false,
  };
}
