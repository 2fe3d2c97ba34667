// What the payment-success route reads from its address after the bank's page (review finding
// 10, issue 14 point 5): the payment intent and its client secret. Once read they leave the
// address; the tab's session storage keeps what a reload of the cleaned address needs (the
// intent, and the form's access token for a patient whose session lapsed meanwhile), never the
// client secret. Logout clears it with the other session-scoped keys (src/lib/storage.ts).

import { readSession, sessionKeys, writeSession } from '../../lib/storage';
import type { RequestType } from '../requests';

export const PAYMENT_RETURN_KEY = sessionKeys.paymentReturn;

/** The parameters the card provider adds to the return address. */
const RETURN_PARAMS = ['payment_intent', 'payment_intent_client_secret', 'redirect_status'];

export interface PaymentReturn {
  formType: RequestType;
  paymentIntent: string;
  /** The paid form's access token, for a patient without a session; null otherwise. */
  formToken: string | null;
  /**
   * The patient paying, when the tab knows (src/lib/tabRecords.ts drops the record at another
   * patient's login); null for a return this tab did not start (another device's payment), which
   * only names an intent the service checks against whoever logs in.
   */
  ownerId: string | null;
}

/** The payment the address names, when it names one with its secret (docs/requests.md#payment-success-routes). */
export function returnFromAddress(
  params: URLSearchParams,
  formType: RequestType,
): Omit<PaymentReturn, 'formToken' | 'ownerId'> | null {
  const paymentIntent = params.get('payment_intent')?.trim() ?? '';
  const secret = params.get('payment_intent_client_secret')?.trim() ?? '';
  return paymentIntent && secret ? { formType, paymentIntent } : null;
}

/** The query without the card provider's parameters ('?formType=…' stays), '' when empty. */
export function cleanedSearch(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of RETURN_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

export function writePaymentReturn(value: PaymentReturn): void {
  writeSession(PAYMENT_RETURN_KEY, JSON.stringify(value));
}

/** What an earlier visit of this tab kept, for this kind of request only. */
export function readPaymentReturn(formType: RequestType): PaymentReturn | null {
  try {
    const value = JSON.parse(readSession(PAYMENT_RETURN_KEY) ?? 'null') as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { formType: kind, paymentIntent, formToken, ownerId } = value as Record<string, unknown>;
    if (kind !== formType || typeof paymentIntent !== 'string' || !paymentIntent) return null;
    return {
      formType,
      paymentIntent,
      formToken: typeof formToken === 'string' ? formToken : null,
      ownerId: typeof ownerId === 'string' ? ownerId : null,
    };
  } catch {
    return null;
  }
}
