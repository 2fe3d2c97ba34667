// The mock clinic's records behind sick-note and form requests and their card payments
// (docs/requests.md#request-data, docs/requests.md#charge-answers). Kept beside types.ts so each area's shapes stay together.

import type { FormPurpose, SickNotePurpose } from '../../api/types';

/** A file uploaded to a paid form (kept in memory by the upload handlers). */
export interface MockFormFile {
  id: string;
  fileName: string;
  size: number;
  contentType: string;
  uploadedAt: string;
}

/** A school/work form saved by save_school_work_form; paid only by a successful charge. */
export interface MockSchoolWorkForm {
  formId: string;
  /** Opens the form for upload without a session; longer than 24 characters when generated. */
  accessToken: string;
  userId: string;
  timeOffIsFor: FormPurpose;
  timeOffReason: string;
  organization: string;
  pageCount: number;
  /** Dollars, from the fee config when the form was saved. */
  calculatedPrice: number;
  isPrivate: boolean;
  paymentComplete: boolean;
  filesUploaded: boolean;
  uploadedToOscar: boolean;
  submittedDate: string | null;
  createdAt: string;
  paidAt: string | null;
  files: MockFormFile[];
}

/** A sick-note request, stored once its charge succeeded (an unpaid one is never kept). */
export interface MockSickNoteRequest {
  id: string;
  userId: string;
  timeOffIsFor: SickNotePurpose;
  timeOffReason: string;
  startTimeOff: string;
  endOfTimeOff: string;
  isPrivate: boolean;
  /** Dollars. */
  price: number;
  paymentIntentId: string;
  paidAt: string;
}

/** How a test card behaves, as Stripe's test cards do. */
export type MockCardBehaviour =
  'succeeds' | 'redirectAuthentication' | 'inPlaceAuthentication' | 'declined';

/** A card method the mock card provider created (Stripe's createPaymentMethod). */
export interface MockPaymentMethod {
  id: string;
  last4: string;
  behaviour: MockCardBehaviour;
  createdAt: number;
}

/** One charge attempt; at most one per payment method, so a repeated call charges once. */
export interface MockPaymentIntent {
  id: string;
  clientSecret: string;
  paymentMethodId: string;
  userId: string;
  /** Dollars. */
  amount: number;
  formType: 'sick-note' | 'school-work-form';
  formId: string | null;
  /** The sick note to store once paid. */
  sickNote: Omit<
    MockSickNoteRequest,
    'id' | 'userId' | 'paymentIntentId' | 'paidAt' | 'price' | 'isPrivate'
  > | null;
  isPrivate: boolean;
  status: 'requires_action' | 'succeeded' | 'requires_payment_method' | 'failed';
  authentication: 'redirect' | 'inPlace' | null;
  /** The card holder's answer on the authentication page: null until given. */
  authenticated: boolean | null;
  error: string | null;
  createdAt: number;
}
