import type { AppStore } from '../../src/app/store';
import { mayRetry, verifyBirthDate } from '../../src/features/records/thunks';
import { failureOf } from '../../src/state/serviceThunk';

// The mailed records link of patient@example.com in the mock clinic (README): its token, the
// birth date that unlocks its three files, and what the records page makes of a failed call.

export const RECORDS_TOKEN = 'records-demo-token';

/** Mei Chen's birth date, as the records page's three selects give it. */
export const MEI_BIRTH_DATE = { year: '1988', month: '04', day: '12' };

/** What a failed call shows, and whether the same link may be tried again (null: it went through). */
export function recordsShown(result: Parameters<typeof failureOf>[0]) {
  const failure = failureOf(result);
  return failure && { msg: failure.msg, retry: mayRetry(failure) };
}

/** The link's files, once the birth date has unlocked them (throws when it does not). */
export async function unlockedFiles(store: AppStore) {
  const verified = await store.dispatch(
    verifyBirthDate({ token: RECORDS_TOKEN, parts: MEI_BIRTH_DATE }),
  );
  if (!verifyBirthDate.fulfilled.match(verified)) throw new Error('not verified');
  return verified.payload;
}
