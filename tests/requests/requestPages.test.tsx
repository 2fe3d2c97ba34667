import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import FormRequestPage from '../../src/features/requests/FormRequestPage';
import { selectForms } from '../../src/features/requests/slice';
import { openRequestPage } from './requestHarness';

const openFormRequest = (lng: 'en' | 'cn') =>
  openRequestPage('/school-work-form', <FormRequestPage />, lng);

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
    expect(screen.getByRole('alert')).toHaveTextContent('請輸入有效頁數（1 至 99）');
  });
});
