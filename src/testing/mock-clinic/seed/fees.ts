import type { FeeConfig } from '../../../api/types';

// Dollars, as docs/constants.md#fees lists them.
export function buildFees(): FeeConfig {
  return {
    SICK_NOTE: { MSP_ELIGIBLE: 65, PRIVATE: 130 },
    LAB_TEST: { MSP_ELIGIBLE: 20, PRIVATE: 100 },
    SCHOOL_WORK_FORM: { FIRST_PAGE: 250, ADDITIONAL_PAGE: 75, DISABILITY_FLAT_FEE: 750 },
  };
}
