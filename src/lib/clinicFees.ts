// Apart from src/lib/fees.ts (the service's fee config, which the store loads with every page):
// only the pages that show these fees load them.

/**
 * The clinic's fixed fees, in dollars (docs/constants.md#fees): clinic policy, not the
 * service's fee config. Each amount is written here once; pages and texts take it from here
 * (texts by interpolation, never typed into a translation).
 */
export const CLINIC_FEES = {
  /** Non-refundable booking fee, valid out-of-province card (not Quebec), car crash only. */
  outOfProvinceBooking: 10,
  /** Non-residents, invalid health cards and Quebec cards. */
  privatePay: 200,
  driverMedicalOnline: 150,
  driverMedicalRegular: 250,
  /** Paperwork for a fit-to-fly letter. */
  fitToFly: 50,
  /** A missed appointment without notice. */
  noShowGp: 50,
  noShowSpecialist: 100,
  /** Medical records on CD, and printing (up to 10 pages), per page. */
  recordsCd: 75,
  recordsPrintPage: 1,
} as const;
