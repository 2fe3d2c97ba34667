import type { EngineTab } from '../drivers/tab';
import { say, type Lang } from '../words';
import { button, heading, label, storedTable, waitForPath, waitToSee } from './portal';

// The payment page (docs/requests.md#payment) with the mock build's stand-in card field, and the
// mock clinic's record of what was charged.

export const CARDS = {
  visa: '4242424242424242',
  /** The bank's check on its own page, then back to the success route. */
  redirect: '4000002760003184',
  /** The bank's check in a dialog on the payment page. */
  inPlace: '4000002500003155',
} as const;

/** Types a test card key by key, as a patient does (any future date, any CVC). */
export async function fillCard(tab: EngineTab, lang: Lang, number: string) {
  await waitToSee(tab, heading(say(lang, 'payment:title')));
  await tab.type(label(say(lang, 'payment:card.number')), number);
  await tab.type(label(say(lang, 'payment:card.expiry')), '1234');
  await tab.type(label(say(lang, 'payment:card.cvc')), '123');
}

export async function payNow(tab: EngineTab, lang: Lang) {
  await tab.click(button(say(lang, 'payment:actions.pay')));
}

/** On the mock bank's page: completes the check and comes back to the success route. */
export async function completeAtBank(tab: EngineTab, lang: Lang) {
  await waitForPath(tab, /^\/__mock\/card-authentication\?/);
  await tab.click(button(say(lang, 'payment:authentication.complete')));
}

interface Ledger {
  charges: number;
  sickNotes: number;
  intents: string[];
}

/** What the mock clinic holds: the charges and the sick-note requests it stored. */
export async function ledger(tab: EngineTab): Promise<Ledger> {
  const intents = await storedTable<{ status: string }>(tab, 'paymentIntents');
  return {
    charges: await tab.run(() => window.mockClinic.charges().length),
    sickNotes: (await storedTable(tab, 'sickNoteRequests')).length,
    intents: intents.map((intent) => intent.status),
  };
}
