import { act, render, screen } from '@testing-library/react';
import { createInstance, type BackendModule, type ReadCallback } from 'i18next';
import { Suspense } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import ReceiptSheet from '../../src/features/receipts/ReceiptSheet';
import { paidSickNoteReceipt } from '../builders/receipts';

// A Chinese page holds only the Chinese texts (src/i18n/index.ts); the receipt fetches its own
// English ones to print beside them (src/features/receipts/useEnglishTexts.ts): only those files,
// only on a page in Chinese, and a receipt in Chinese alone if they cannot be had.

const files = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../src/i18n/locales/*/*.json',
  { eager: true },
);
const file = (lang: string, ns: string) =>
  files[`../../src/i18n/locales/${lang}/${ns}.json`]?.default ?? {};

const receipt = paidSickNoteReceipt();

/** A page in `lng` whose own texts are there, and a backend that serves (or fails) the rest. */
async function page(lng: 'en' | 'cn', serve: 'files' | 'nothing') {
  const asked: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const backend: BackendModule = {
    type: 'backend',
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      asked.push(`${language}/${namespace}`);
      void released.then(() =>
        serve === 'files'
          ? callback(null, file(language, namespace))
          : callback(new Error('offline'), false),
      );
    },
  };
  const i18n = createInstance();
  await i18n
    .use(backend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: false,
      partialBundledLanguages: true,
      resources: {
        [lng]: {
          common: file(lng, 'common'),
          receipts: file(lng, 'receipts'),
          forms: file(lng, 'forms'),
        },
      },
      ns: ['common', 'receipts', 'forms'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      // The app's backend tries a failed file again; once is enough here.
      maxRetries: 0,
    });
  asked.length = 0;
  // Rendered in an awaited act: React attaches its retry to a promise it suspended on only then.
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<p>Fetching the English texts</p>}>
          <ReceiptSheet receipt={receipt} />
        </Suspense>
      </I18nextProvider>,
    );
  });
  return { asked, release };
}

describe('the English beside a Chinese receipt', () => {
  it('is fetched, only the receipt’s two files, before the receipt is shown', async () => {
    const { asked, release } = await page('cn', 'files');
    expect(screen.getByText('Fetching the English texts')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    release();
    const sheet = await screen.findByRole('article', { name: '付款收據 Payment receipt' });
    expect(sheet).toHaveTextContent('病人 Patient');
    expect(sheet).toHaveTextContent('Visa 卡，尾號 4242 Visa card ending in 4242');
    expect(asked.sort()).toEqual(['en/forms', 'en/receipts']);
  });

  it('leaves the receipt in Chinese alone when the English cannot be fetched', async () => {
    const { release } = await page('cn', 'nothing');
    release();
    const sheet = await screen.findByRole('article', { name: '付款收據' });
    expect(sheet).toHaveTextContent('病人');
    expect(sheet.querySelector('.receipt-en')).toBeNull();
    // No keys shown for texts that are not there.
    expect(sheet).not.toHaveTextContent('fields.');
  });

  it('is not fetched on an English page', async () => {
    const { asked } = await page('en', 'files');
    expect(await screen.findByRole('article', { name: 'Payment receipt' })).toBeVisible();
    expect(asked).toEqual([]);
  });
});
