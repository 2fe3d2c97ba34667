import type { ChargePayload, ChargeReply } from '../../api/types';
import { createServiceThunk, failureOf } from '../../state/serviceThunk';
import { charge, type ChargeOptions } from './api';
import { chargeFailureOutcome, PAYMENT_MESSAGES, type ChargeOutcome } from './chargeReply';

export interface ChargeArgs {
  payload: ChargePayload;
  options?: ChargeOptions;
}

/**
 * One charge call (a service thunk, src/state/serviceThunk.ts): the reply, whatever it says, or
 * a failure. A refusal (4xx) carries the service's reason where it puts it (`error`, then
 * `message`); a failure without one reads as ours, so the payment's pure rules can tell them
 * apart (chargeFailureOutcome).
 */
export const chargeCard = createServiceThunk<ChargeReply, ChargeArgs>(
  'payment/charge',
  ({ payload, options }) => charge(payload, options),
  { places: ['error', 'message'], fallback: PAYMENT_MESSAGES.processing },
);

/**
 * A dispatched charge as nextPaymentStep reads it: the reply, the failure with the service's
 * text when it sent one (an expired session is told as such, and logs out), or 'lost' when no
 * answer came at all (the card may have been charged).
 */
export function chargeOutcomeOf(
  result: Awaited<ReturnType<ReturnType<typeof chargeCard>>>,
): ChargeOutcome {
  const failure = failureOf(result);
  if (failure) return chargeFailureOutcome(failure);
  return { kind: 'reply', reply: result.payload as ChargeReply };
}
