// The Fee Schedule's fixed fees live in src/lib/clinicFees.ts (CLINIC_FEES), with the clinic's others.

/** The privacy commissioner patients may turn to (named in the Privacy Policy). */
export const OIPC_URL = 'https://www.oipc.bc.ca';
