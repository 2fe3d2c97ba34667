// Whether the page being opened is the tab coming back from its bank (3-D Secure by redirect):
// boot must then not end the session as idle (src/features/auth/bootSession.ts), since the time
// at the bank was the patient paying, not away (security review N1, issue 26 point 1).

import { paymentAtBank } from '../../lib/storage';
import { readPaymentReturn, returnFromAddress } from './paymentReturn';

const SUCCESS_ROUTES = {
  '/sick-note/payment/success': 'sick-note',
  '/school-work-form/payment/success': 'school-work-form',
} as const;

/**
 * True when this tab handed a payment to the bank (within the grace) and the address is that
 * payment's success route with the bank's parameters, or its cleaned address after a reload.
 * A link to the success route alone, in a tab that paid nothing, is no return.
 */
export function isReturnFromBank(
  location: Pick<Location, 'pathname' | 'search'>,
  now: number = Date.now(),
): boolean {
  const path = location.pathname.replace(/\/+$/, '');
  const formType = SUCCESS_ROUTES[path as keyof typeof SUCCESS_ROUTES];
  if (!formType || !paymentAtBank(now)) return false;
  const fromAddress = returnFromAddress(new URLSearchParams(location.search), formType);
  return fromAddress !== null || readPaymentReturn(formType) !== null;
}
