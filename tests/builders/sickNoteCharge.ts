import { clinicDay } from '../../src/features/requests/rules/sickNoteDates';
import { cardMethod } from '../mocks/helpers';

// What the payment page sends to the mock clinic's POST /sick-note/charge: the sick note it pays
// for (checked again before any charge) and a card method made for one of Stripe's test cards.

/** A sick note for today, for `purpose`, agreed to, as the charge call carries it. */
export function sickNoteToPay(purpose = 'work') {
  const today = clinicDay();
  return {
    formType: 'sick-note',
    formId: null,
    timeOffIsFor: purpose,
    timeOffReason: 'Influenza with fever',
    startTimeOff: today,
    endOfTimeOff: today,
    isAgreed: true,
  };
}

/** A charge body: `sickNote` paid with a new card method for the test card `card` (CARDS). */
export async function payingWith(card: string, sickNote: object = sickNoteToPay()) {
  return { payment_method_id: await cardMethod(card), sickNote };
}
