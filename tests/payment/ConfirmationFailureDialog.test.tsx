import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brand } from '../../src/config/brands';
import { renderFailureDialog } from '../builders/failureDialog';
import type { Lang } from '../utils/render';

// The dialog after a failed confirmation (docs/requests.md#payment-success-routes): the clinic's
// e-mail, written as each language writes a label and its value (review C2).

async function open(lang: Lang) {
  await renderFailureDialog(lang);
  const title = lang === 'en' ? 'Payment confirmation failed' : '付款確認失敗';
  const dialog = await screen.findByRole('dialog', { name: title });
  const link = within(dialog).getByRole('link', { name: brand.serviceEmail });
  return { line: link.closest('p')?.textContent, link };
}

describe('the confirmation failure dialog', () => {
  it('gives the e-mail after "E-mail: " in English, a space after the colon', async () => {
    const { line, link } = await open('en');
    expect(line).toBe(`E-mail: ${brand.serviceEmail}`);
    expect(link).toHaveAttribute('href', `mailto:${brand.serviceEmail}`);
  });

  it('gives it straight after 「電郵：」 in Chinese, no space after the full-width colon', async () => {
    const { line, link } = await open('cn');
    expect(line).toBe(`電郵：${brand.serviceEmail}`);
    expect(link).toHaveAttribute('href', `mailto:${brand.serviceEmail}`);
  });
});
