import type { ReactElement } from 'react';
import { draftRestored, fieldsChanged, requestStarted } from '../../src/features/requests/slice';
import { PATIENTS, type SeededPatient } from '../builders/users';
import { loggedInStore, renderWithProviders, type Lang } from '../utils/render';

// A store logged in as a seeded patient with no stored request draft (as a fresh login finds),
// and a request page in it: what the request thunks' and request pages' tests start from.

export async function loggedIn(email: SeededPatient) {
  const store = await loggedInStore(email);
  store.dispatch(draftRestored({ ownerId: store.getState().user.data?.id ?? '', draft: null }));
  return store;
}

/** A seeded patient's request of `kind` started afresh, with `fields` typed in. */
export async function requestTyped(
  email: SeededPatient,
  kind: Parameters<typeof requestStarted>[0],
  fields: Parameters<typeof fieldsChanged>[0],
) {
  const store = await loggedIn(email);
  store.dispatch(requestStarted(kind));
  store.dispatch(fieldsChanged(fields));
  return store;
}

/** The page at `path`, for the full seeded patient, in the language given. */
export async function openRequestPage(path: string, page: ReactElement, lang: Lang) {
  const store = await loggedIn(PATIENTS.full);
  await renderWithProviders(page, { route: path, path, lang, store });
  return store;
}
