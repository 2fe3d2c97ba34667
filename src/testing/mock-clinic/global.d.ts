import type { MockClinicControls } from './controls';

declare global {
  interface Window {
    /**
     * Installed by startMockClinic(), so only in mock builds. Typed as always present because only
     * mock-mode code (the e2e tests, demos in the console) reads it.
     */
    mockClinic: MockClinicControls;
  }
}

export {};
