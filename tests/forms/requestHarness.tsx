import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { createStore } from '../../src/app/store';
import { login } from '../../src/features/auth/loginThunk';
import { draftRestored } from '../../src/features/forms/slice';
import { renderWithI18n } from '../components/i18n';

// A store logged in as a seeded patient with no stored request draft, and a request page in it:
// what the request thunks' and request pages' tests start from.

export async function loggedIn(email: string) {
  const store = createStore();
  await store.dispatch(login({ email, password: 'Clinic2026!', recaptcha: 'test-token' }));
  const id = store.getState().user.data?.id ?? '';
  expect(id).not.toBe('');
  store.dispatch(draftRestored({ ownerId: id, draft: null }));
  return store;
}

/** The page at `path`, for patient@example.com, in the language given. */
export async function openRequestPage(path: string, page: ReactElement, lng: 'en' | 'cn') {
  const store = await loggedIn('patient@example.com');
  await renderWithI18n(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={page} />
        </Routes>
      </MemoryRouter>
    </Provider>,
    lng,
  );
  return store;
}
