// The receipts feature's public face: the payment pages record a receipt and link to it.
export {
  cardSummaryOf,
  patientNameOf,
  receiptAmountOf,
  referenceOf,
  instantOf,
  serviceOf,
  type PaidFacts,
  type PendingReceipt,
  type Receipt,
  type ReceiptCard,
} from './receipt';
export {
  findReceipt,
  keepPendingReceipt,
  receiptFromHistoryState,
  recordReceipt,
  takePendingReceipt,
} from './receiptStore';

/** The receipt's address. */
export const receiptPath = (id: string) => `/receipts/${encodeURIComponent(id)}`;
