import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import PrivacyContacts from '../../src/features/site/legal/PrivacyContacts';
import { renderWithI18n, type Lang } from '../utils/render';

// The privacy policy's two contacts (native review of 27 November 2026, C1 and U3): the label's
// punctuation is the text's own, so Chinese reads 「列治文店內診所私隱主任：」 with a full-width colon
// and no space, and English keeps 'Privacy officer, …: '. No space stands before （在新視窗開啟）.

/**
 * The contacts shown for `clinic` in `lang`, each as a screen reader reads it: the link's hidden
 * 'opens in a new window' included.
 */
async function contactsIn(lang: Lang, clinic: string) {
  await renderWithI18n(<PrivacyContacts clinic={clinic} email="info@example.com" />, lang);
  return screen.getAllByRole('listitem').map((item) => item.textContent);
}

describe('the privacy contacts', () => {
  it('in English: a label, ": ", then the address', async () => {
    expect(await contactsIn('en', 'Richmond In-Store Clinic')).toEqual([
      'Privacy officer, Richmond In-Store Clinic: info@example.com',
      'Office of the Information and Privacy Commissioner for British Columbia: ' +
        'www.oipc.bc.ca (opens in a new window)',
    ]);
  });

  it('in Chinese: the clinic first, a full-width colon, no space', async () => {
    expect(await contactsIn('cn', '列治文店內診所')).toEqual([
      '列治文店內診所私隱主任：info@example.com',
      '卑詩省資訊及私隱專員辦公室：www.oipc.bc.ca（在新視窗開啟）',
    ]);
    expect(screen.getByRole('link', { name: 'info@example.com' })).toHaveAttribute(
      'href',
      'mailto:info@example.com',
    );
  });
});
