// What a receipt says, in one language (docs/requests.md#receipts). Pure: the sheet calls it once
// for the page's language and, on a Chinese page, once more for English, and prints the two
// side by side; the tests read every line without a browser.

import type { TFunction } from 'i18next';
import type { Language } from '../../lib/dates';
import { formatDateTime } from '../../lib/dates';
import { formatDollars } from '../../lib/money';
import { cardBrandName, type Receipt } from './receipt';

export type ReceiptField = 'patient' | 'service' | 'paidAt' | 'amount' | 'reference' | 'card';

export interface ReceiptLine {
  field: ReceiptField;
  label: string;
  value: string;
}

export interface ReceiptText {
  title: string;
  /** The clinic's contact labels (the values are the same in every language). */
  email: string;
  phone: string;
  lines: ReceiptLine[];
  /**
   * Under the amount: 'GST included.' with the clinic's GST number; null while the clinic has
   * given none, since a receipt that claims GST without the number cannot back the claim.
   */
  gst: string | null;
  /** A form's fee is not covered by MSP; null for a sick note. */
  note: string | null;
}

/**
 * The receipt in the language of `t` (receipts and forms namespaces): every line in the order
 * printed; the reference and the card only when known.
 */
export function receiptText(
  receipt: Receipt,
  t: TFunction,
  lang: Language,
  gstNumber: string | null,
): ReceiptText {
  const { service, card } = receipt;
  const cardBrand = card ? cardBrandName(card.brand) : null;
  const line = (field: ReceiptField, value: string): ReceiptLine => ({
    field,
    label: t(`receipts:fields.${field}`),
    value,
  });
  const lines: ReceiptLine[] = [
    line('patient', receipt.patientName),
    line(
      'service',
      service.kind === 'sick-note'
        ? t('receipts:service.sick-note')
        : t('receipts:service.form', {
            type: t(`forms:form.type.${service.formType}`),
            count: service.pages,
          }),
    ),
    line('paidAt', t('receipts:paidAtValue', { when: formatDateTime(receipt.paidAt, lang) })),
    line('amount', t('receipts:amountValue', { amount: formatDollars(receipt.amount) })),
  ];
  if (receipt.reference) lines.push(line('reference', receipt.reference));
  if (card) {
    lines.push(
      line(
        'card',
        cardBrand
          ? t('receipts:card.named', { brand: cardBrand, last4: card.last4 })
          : t('receipts:card.other', { last4: card.last4 }),
      ),
    );
  }
  return {
    title: t('receipts:title'),
    email: t('receipts:clinic.email'),
    phone: t('receipts:clinic.phone'),
    lines,
    gst: gstNumber ? t('receipts:gst', { number: gstNumber }) : null,
    note: service.kind === 'form' ? t('receipts:notCovered') : null,
  };
}
