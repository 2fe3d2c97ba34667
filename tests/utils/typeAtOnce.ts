import { act, fireEvent } from '@testing-library/react';

/**
 * A field typed, or a select chosen, in one change, as a paste or an autofill does: past the
 * field's own length limit, and quick where a form has many fields (a key-by-key fill of the
 * registration form took seconds per test).
 */
export const typeAtOnce = (element: HTMLElement, value: string) =>
  act(async () => {
    fireEvent.change(element, { target: { value } });
  });
