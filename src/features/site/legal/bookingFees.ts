// The fixed fees of the Fee Schedule (spec 01 §9), in dollars. The sick-note price is not here:
// it comes from the fee config, loaded when the schedule opens.
export const BOOKING_FEES = {
  /** Non-refundable booking fee, valid out-of-province card (not Quebec), car crash only. */
  outOfProvince: 10,
  /** Non-residents, invalid health cards and Quebec cards. */
  privatePay: 200,
  driverMedicalOnline: 150,
  driverMedicalRegular: 250,
} as const;

/** The privacy commissioner patients may turn to (named in the Privacy Policy). */
export const OIPC_URL = 'https://www.oipc.bc.ca';
