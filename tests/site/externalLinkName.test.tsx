import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ExternalLink from '../../src/components/ExternalLink';
import { renderWithI18n } from '../utils/render';

// Issue 29: the hidden 'opens in a new window' that a screen reader reads after a link's name
// carries its own space, in English only: code put one before （在新視窗開啟） too, a half-width
// space beside full-width brackets (the glossary's spacing rule).

describe('a link to another site', () => {
  it('in English: a space, then (opens in a new window)', async () => {
    await renderWithI18n(
      <ExternalLink href="https://www.healthlinkbc.ca">HealthLink BC</ExternalLink>,
      'en',
    );
    expect(screen.getByRole('link').textContent).toBe('HealthLink BC (opens in a new window)');
  });

  it('in Chinese: （在新視窗開啟） with no space before it', async () => {
    await renderWithI18n(
      <ExternalLink href="https://www.healthlinkbc.ca">卑詩健康結連</ExternalLink>,
      'cn',
    );
    expect(screen.getByRole('link').textContent).toBe('卑詩健康結連（在新視窗開啟）');
  });
});
