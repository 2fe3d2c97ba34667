// Prices as the clinic writes them: dollars with cents ("$65.00"), the same in both languages
// (Chinese text in Canada writes Canadian dollars the same way).

const dollars = new Intl.NumberFormat('en-CA', {
  style: 'currency',
  currency: 'CAD',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 65 → "$65.00", 1250 → "$1,250.00". */
export function formatDollars(amount: number): string {
  return dollars.format(amount);
}
