import { act, fireEvent, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createStore } from '../../src/app/store';
import { login } from '../../src/features/auth/loginThunk';
import FormRequestPage from '../../src/features/forms/FormRequestPage';
import { draftRestored, selectForms } from '../../src/features/forms/slice';
import { renderWithI18n } from '../components/i18n';

async function openFormRequest(lng: 'en' | 'cn') {
  const store = createStore();
  await store.dispatch(
    login({ email: 'patient@example.com', password: 'Clinic2026!', recaptcha: 'test-token' }),
  );
  store.dispatch(draftRestored({ ownerId: store.getState().user.data?.id ?? '', draft: null }));
  await renderWithI18n(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/school-work-form']}>
        <Routes>
          <Route path="/school-work-form" element={<FormRequestPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
    lng,
  );
  return store;
}

describe('the number of pages on the form request page', () => {
  it('keeps "100" as typed and says at once that it is not 1-99', async () => {
    const store = await openFormRequest('en');
    const field = await screen.findByLabelText('Number of pages');
    act(() => {
      fireEvent.change(field, { target: { value: '100' } });
    });
    expect(field).toHaveValue('100');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please enter a valid number of pages (1-99)',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(selectForms(store.getState()).pageCount).toBe(null);

    // Put right, the message goes and the count is kept.
    act(() => {
      fireEvent.change(field, { target: { value: '10' } });
    });
    expect(field).toHaveValue('10');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(selectForms(store.getState()).pageCount).toBe(10);
  });

  it('says the same in Chinese, for any three digits', async () => {
    await openFormRequest('cn');
    const field = await screen.findByLabelText('頁數');
    act(() => {
      fireEvent.change(field, { target: { value: '050' } });
    });
    expect(field).toHaveValue('050');
    expect(screen.getByRole('alert')).toHaveTextContent('請輸入有效頁數（1-99）');
  });
});
