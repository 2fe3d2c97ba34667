// The one price format of the portal, in both languages (Chinese text in Canada writes Canadian
// dollars the same way): whole dollars as "$65", cents only when an amount has them ("$12.50").
// Every price a patient reads goes through formatDollars, so the same fee never appears as "$65"
// on one page and "$65.00" on another.

const withCents = new Intl.NumberFormat('en-CA', {
  style: 'currency',
  currency: 'CAD',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const wholeDollars = new Intl.NumberFormat('en-CA', {
  style: 'currency',
  currency: 'CAD',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** 65 → "$65", 1250 → "$1,250", 12.5 → "$12.50". */
export function formatDollars(amount: number): string {
  const cents = Math.round(amount * 100);
  return cents % 100 === 0 ? wholeDollars.format(cents / 100) : withCents.format(cents / 100);
}
