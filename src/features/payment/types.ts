// POST /sick-note/charge (spec 02 §7): what the portal sends and every field it reads back.

import type { RequestType, SchoolWorkFormPayload, SickNotePayload } from '../forms/types';

/** First a new card method; after card authentication, the payment intent to confirm. */
export type ChargeMethod = { payment_method_id: string } | { payment_intent_id: string };

/** "sickNote data with formId and formType": a sick note's own data, or the saved form's. */
export type ChargeSickNote =
  (SickNotePayload & { formId: null }) | (SchoolWorkFormPayload & { formId: string });

/** On confirmation the request is already on the payment intent: its kind and form id do. */
export interface ChargeRequestRef {
  formType: RequestType;
  formId: string | null;
}

export type ChargePayload = ChargeMethod & { sickNote: ChargeSickNote | ChargeRequestRef };

export interface ChargeReply {
  success?: boolean;
  requires_action?: boolean;
  next_action?: {
    type?: string;
    redirect_to_url?: { url?: string; return_url?: string };
  } | null;
  payment_intent_client_secret?: string;
  error?: string;
  extras?: { formId?: string; accessToken?: string; message?: string };
  accessToken?: string;
  formId?: string;
}
