import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import AnalyticsChoiceButtons from '../../src/components/AnalyticsChoiceButtons';
import { ANALYTICS_CHOICE_KEY } from '../../src/lib/analyticsConsent';
import { renderWithProviders } from '../utils/render';

const LABELS = { granted: 'Allow', denied: 'Refuse' };

afterEach(() => localStorage.clear());

describe('AnalyticsChoiceButtons', () => {
  it('offers allowing, then refusing, alike; each press records its choice', async () => {
    await renderWithProviders(<AnalyticsChoiceButtons labels={LABELS} className="btn btn-sm" />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Allow', 'Refuse']);
    for (const button of buttons) {
      expect(button).toHaveAttribute('type', 'button');
      expect(button).toHaveClass('btn', 'btn-sm');
      // The notice asks: neither answer is marked as given.
      expect(button).not.toHaveAttribute('aria-pressed');
    }
    fireEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(localStorage.getItem(ANALYTICS_CHOICE_KEY)).toBe('denied');
    fireEvent.click(screen.getByRole('button', { name: 'Allow' }));
    expect(localStorage.getItem(ANALYTICS_CHOICE_KEY)).toBe('granted');
  });

  it('marks the choice in force pressed, and none before a choice', async () => {
    const { rerender } = await renderWithProviders(
      <AnalyticsChoiceButtons labels={LABELS} className="btn" current={null} />,
    );
    expect(screen.getByRole('button', { name: 'Allow' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Refuse' })).toHaveAttribute('aria-pressed', 'false');
    rerender(<AnalyticsChoiceButtons labels={LABELS} className="btn" current="denied" />);
    expect(screen.getByRole('button', { name: 'Refuse' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Allow' })).toHaveAttribute('aria-pressed', 'false');
  });
});
