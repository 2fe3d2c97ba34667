// Every setting the portal reads at build time. Each VITE_ variable is optional: without it the
// production default applies, except that mock mode points the two API hosts at addresses that can
// never resolve, so a mock build cannot reach a real clinic by accident.

export type BrandId = 'richmond' | 'southvan';

/** True only in builds made with VITE_API_MOCK=true (npm run dev, the e2e build). */
// Written as import.meta.env.X (never through an alias) so Vite folds each value at build time
// and a production bundle keeps no trace of the mock addresses.
export const isMockMode = import.meta.env.VITE_API_MOCK === 'true';

function pick(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed.replace(/\/+$/, '') : fallback;
}

function pickBrand(value: string | undefined): BrandId | undefined {
  return value === 'richmond' || value === 'southvan' ? value : undefined;
}

export const env = {
  isMockMode,
  apiUrl: pick(
    import.meta.env.VITE_API_URL,
    isMockMode ? 'https://api.mock-clinic.invalid' : 'https://api.clinicportal.ca',
  ),
  /** The realtime clinic-status channel; the API host unless set. */
  socketUrl: pick(
    import.meta.env.VITE_SOCKET_URL,
    pick(
      import.meta.env.VITE_API_URL,
      isMockMode ? 'https://api.mock-clinic.invalid' : 'https://api.clinicportal.ca',
    ),
  ),
  bookingUrl: pick(import.meta.env.VITE_BOOKING_URL, 'https://booking.clinicportal.ca'),
  labTestUrl: pick(import.meta.env.VITE_LAB_TEST_URL, 'https://labtest.clinicportal.ca'),
  medicationUrl: pick(import.meta.env.VITE_MEDICATION_URL, 'https://refill.clinicportal.ca'),
  medicationApiUrl: pick(
    import.meta.env.VITE_MEDICATION_API_URL,
    isMockMode ? 'https://refill-api.mock-clinic.invalid' : 'https://refill-api.clinicportal.ca',
  ),
  immigrationUrl: pick(import.meta.env.VITE_IMMIGRATION_URL, 'https://immigration.clinicportal.ca'),
  recaptchaSiteKey: pick(import.meta.env.VITE_RECAPTCHA_SITE_KEY, ''),
  stripePublishableKey: pick(import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY, ''),
  /** src/app/analytics.ts reads the setting itself, so a build without it drops analytics. */
  analyticsId: pick(import.meta.env.VITE_GA_MEASUREMENT_ID, ''),
  brand: pickBrand(import.meta.env.VITE_BRAND),
  /** Idle logout after this many ms without input (spec: 5 minutes); tests may shorten it. */
  idleTimeoutMs:
    Number(import.meta.env.VITE_IDLE_TIMEOUT_MS) > 0
      ? Number(import.meta.env.VITE_IDLE_TIMEOUT_MS)
      : 300_000,
} as const;

export type Env = typeof env;
