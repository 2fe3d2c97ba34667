// A payment's receipt as the tab keeps it (docs/requests.md#receipts): what an insurer needs to
// reimburse the patient and nothing more. No health details beyond the service's name, no card
// number beyond its last four digits, never a client secret. Pure, so every rule is tested
// without a browser; the record is read back from sessionStorage, so reading checks every field.

import { isRecord } from '../../lib/isRecord';
import type { FormType } from '../../lib/pricing';

export const FORM_TYPES: readonly FormType[] = [
  'school',
  'work',
  'disability',
  'insurance',
  'other',
];

export type ReceiptService =
  { kind: 'sick-note' } | { kind: 'form'; formType: FormType; pages: number };

/** What the card provider said of the card when its payment method was made. */
export interface ReceiptCard {
  /** The provider's brand code ('visa', 'mastercard', …); null when it gave none. */
  brand: string | null;
  last4: string;
}

export interface Receipt {
  /** The receipt's address: the payment reference, or a local id when the service gave none. */
  id: string;
  /** The payment's reference as the clinic's service or the card provider gave it. */
  reference: string | null;
  /** When it was paid (ISO 8601). */
  paidAt: string;
  service: ReceiptService;
  /** Canadian dollars, GST included. */
  amount: number;
  patientName: string;
  card: ReceiptCard | null;
  /**
   * The patient who paid (their id): only they are shown it, and another patient's login in the
   * tab drops it (src/lib/tabRecords.ts; security review N2).
   */
  ownerId: string;
}

/** What is known before the bank's page; the return adds the reference and the time. */
export type PendingReceipt = Omit<Receipt, 'id' | 'reference' | 'paidAt'>;

/** What the charge's answer told of the payment, each null when it did not say. */
export interface PaidFacts {
  reference: string | null;
  amount: number | null;
  paidAt: string | null;
}

/** How many receipts a session keeps: enough for any real visit, bounded for storage. */
export const RECEIPTS_KEPT = 10;

/** Amounts above this are not a clinic fee: a corrupt record, not a receipt. */
const MAX_AMOUNT = 100_000;

/** A sum in dollars a receipt can state: finite, not negative, in cents. */
export function receiptAmountOf(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  if (value < 0 || value > MAX_AMOUNT) return null;
  return Math.round(value * 100) / 100;
}

/**
 * A payment reference fit to print: a plain identifier (letters, digits, '_' and '-'), and never
 * a client secret, which starts with the intent's id and would let its holder act on the payment.
 */
export function referenceOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!/^[A-Za-z0-9_-]{4,80}$/.test(text) || text.includes('_secret')) return null;
  return text;
}

/** An instant the receipt can show, as ISO 8601; null for anything else. */
export function instantOf(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The card as the provider described it: four digits, and a short brand code when given. */
export function cardSummaryOf(value: unknown): ReceiptCard | null {
  if (!isRecord(value)) return null;
  const last4 = typeof value.last4 === 'string' ? value.last4 : '';
  if (!/^\d{4}$/.test(last4)) return null;
  const brand = typeof value.brand === 'string' ? value.brand.trim().toLowerCase() : '';
  return { brand: /^[a-z_]{1,20}$/.test(brand) && brand !== 'unknown' ? brand : null, last4 };
}

/** The card brands whose names the receipt spells out; any other shows as a card. */
export const NAMED_CARD_BRANDS = [
  'visa',
  'mastercard',
  'amex',
  'discover',
  'diners',
  'jcb',
  'unionpay',
] as const;

export type NamedCardBrand = (typeof NAMED_CARD_BRANDS)[number];

/** Trade names, written as on the card in either language (as the clinic's own names are data). */
const CARD_BRAND_NAMES: Readonly<Record<NamedCardBrand, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** The card's brand as printed, or null for a brand the receipt does not name. */
export function cardBrandName(brand: string | null): string | null {
  return (NAMED_CARD_BRANDS as readonly string[]).includes(brand ?? '')
    ? CARD_BRAND_NAMES[brand as NamedCardBrand]
    : null;
}

/** The service paid for, from the request: a form's type and pages (a disability form is one page). */
export function serviceOf(request: {
  formType: string;
  timeOffIsFor: string;
  pageCount: number | null;
}): ReceiptService | null {
  if (request.formType === 'sick-note') return { kind: 'sick-note' };
  const formType = FORM_TYPES.find((type) => type === request.timeOffIsFor);
  if (request.formType !== 'school-work-form' || !formType) return null;
  const pages = formType === 'disability' ? 1 : request.pageCount;
  return pages !== null && Number.isInteger(pages) && pages >= 1 && pages <= 99
    ? { kind: 'form', formType, pages }
    : null;
}

function serviceFrom(value: unknown): ReceiptService | null {
  if (!isRecord(value)) return null;
  if (value.kind === 'sick-note') return { kind: 'sick-note' };
  if (value.kind !== 'form') return null;
  return serviceOf({
    formType: 'school-work-form',
    timeOffIsFor: typeof value.formType === 'string' ? value.formType : '',
    pageCount: typeof value.pages === 'number' ? value.pages : null,
  });
}

/** A patient's name as the receipt prints it: the registered first and last names. */
export function patientNameOf(user: { firstName?: string; lastName?: string } | null): string {
  return [user?.firstName, user?.lastName]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ')
    .slice(0, 120);
}

/** A pending receipt read back from storage, checked; null when anything is missing or wrong. */
export function pendingFrom(value: unknown): PendingReceipt | null {
  if (!isRecord(value)) return null;
  const service = serviceFrom(value.service);
  const amount = receiptAmountOf(value.amount);
  if (!service || amount === null || typeof value.patientName !== 'string') return null;
  // A record that names no owner (an older version's) can be shown to no one.
  if (typeof value.ownerId !== 'string' || !value.ownerId) return null;
  return {
    service,
    amount,
    patientName: value.patientName.slice(0, 120),
    card: cardSummaryOf(value.card),
    ownerId: value.ownerId,
  };
}

/** A receipt read back from storage, checked; null when anything is missing or wrong. */
export function receiptFrom(value: unknown): Receipt | null {
  const pending = pendingFrom(value);
  if (!pending || !isRecord(value)) return null;
  const id = referenceOf(value.id);
  const paidAt = instantOf(value.paidAt);
  if (!id || !paidAt) return null;
  return { id, reference: referenceOf(value.reference), paidAt, ...pending };
}

/**
 * The receipt of a payment that succeeded: what was known before (the request, the card) and
 * what the answer said. The service's amount and time win over the page's; without a reference
 * the receipt gets a local id for its address and prints no reference.
 */
export function completeReceipt(
  pending: PendingReceipt,
  facts: PaidFacts,
  now: Date,
  localId: () => string,
): Receipt {
  const reference = referenceOf(facts.reference);
  return {
    ...pending,
    id: reference ?? localId(),
    reference,
    paidAt: instantOf(facts.paidAt) ?? now.toISOString(),
    amount: receiptAmountOf(facts.amount) ?? pending.amount,
  };
}

/** The session's receipts with `receipt` added: newest first, one per id, at most RECEIPTS_KEPT. */
export function withReceipt(list: readonly Receipt[], receipt: Receipt): Receipt[] {
  return [receipt, ...list.filter((kept) => kept.id !== receipt.id)].slice(0, RECEIPTS_KEPT);
}

/** The stored list, each entry checked; anything unreadable is dropped, not shown. */
export function parseReceipts(raw: string | null): Receipt[] {
  try {
    const value = JSON.parse(raw ?? '[]') as unknown;
    if (!Array.isArray(value)) return [];
    const seen = new Set<string>();
    const out: Receipt[] = [];
    for (const entry of value) {
      const receipt = receiptFrom(entry);
      if (!receipt || seen.has(receipt.id)) continue;
      seen.add(receipt.id);
      out.push(receipt);
    }
    return out.slice(0, RECEIPTS_KEPT);
  } catch {
    return [];
  }
}
