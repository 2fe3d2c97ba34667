// What the payment feature uses of a request: the draft, its payloads and the paid/cleared steps.
export {
  clearDraft,
  currentPaymentKey,
  endPaymentAttempt,
  paymentKey,
  readDraft,
  type StoredDraft,
} from './draft';
export { formPayload, sickNotePayload } from './payloads';
export { paid, requestCleared, type FormsState } from './slice';
export type { RequestType } from '../../api/types';
export type { RequestData } from './types';
export { useRequestDraft } from './useRequestDraft';
export { requestPath } from './paths';
