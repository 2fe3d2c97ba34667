import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** Some alert on the page says exactly `text`, once it shows (the page may show others too). */
export async function expectAlert(text: string) {
  await waitFor(() =>
    expect(
      screen.getAllByRole('alert').map((alert) => alert.textContent),
      `an alert saying ${text}`,
    ).toContain(text),
  );
}
