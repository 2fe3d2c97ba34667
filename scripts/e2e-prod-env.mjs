// The settings of the production-path tests (playwright.prod.config.ts), in one place for the
// build, nginx's policy and the mock server: a production bundle built to call the mock clinic
// served by `npm run mock-server`, with a Stripe test key and reCAPTCHA's documented test site key
// (the tests answer both providers' script addresses with e2e/stand-ins/).
export const portalPort = Number(process.env.E2E_PROD_PORT ?? 4185);
export const servicePort = Number(process.env.E2E_PROD_SERVICE_PORT ?? 4011);
export const dist = process.env.E2E_PROD_DIST ?? 'dist-e2e-prod';
export const portalOrigin = `http://127.0.0.1:${portalPort}`;
export const serviceUrl = `http://127.0.0.1:${servicePort}`;
/** A key of Stripe's test mode's shape; the stand-in Stripe.js accepts any pk_test_ key. */
export const stripePublishableKey = 'pk_test_StandInForTheProductionPathTests';
/** Google's published reCAPTCHA v2 test site key. */
export const recaptchaSiteKey = '6LeIxAcTAAAAAJcZVRqyHh4X3sL8GKdN5fbYZ7hT';

/** What the build reads (and the policy is rendered from): the environment wins over .env files. */
export const buildVars = {
  VITE_API_MOCK: 'false',
  VITE_API_URL: serviceUrl,
  VITE_SOCKET_URL: serviceUrl,
  VITE_MEDICATION_API_URL: `${serviceUrl}/medication-api`,
  VITE_STRIPE_PUBLISHABLE_KEY: stripePublishableKey,
  VITE_RECAPTCHA_SITE_KEY: recaptchaSiteKey,
  VITE_GA_MEASUREMENT_ID: '',
};

/** npm run mock-server's settings: its address, and the portal its mails link to. */
export const serviceVars = {
  PORT: String(servicePort),
  MOCK_PUBLIC_URL: serviceUrl,
  MOCK_PORTAL_URL: portalOrigin,
};
