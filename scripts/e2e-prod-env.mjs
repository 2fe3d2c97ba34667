// The settings of the production-path tests (playwright.prod.config.ts), in one place for the
// build, nginx's policy and the mock server: a production bundle built to call the mock clinic
// served by `npm run mock-server`, with a Stripe test key and reCAPTCHA's documented test site key
// (the tests answer both providers' script addresses with e2e/stand-ins/).
import { readFileSync } from 'node:fs';

const settings = JSON.parse(
  readFileSync(new URL('../e2e/prod/settings.json', import.meta.url), 'utf8'),
);

export const portalPort = Number(process.env.E2E_PROD_PORT ?? settings.portalPort);
export const servicePort = Number(process.env.E2E_PROD_SERVICE_PORT ?? settings.servicePort);
export const dist = process.env.E2E_PROD_DIST ?? settings.dist;
export const portalOrigin = `http://127.0.0.1:${portalPort}`;
export const serviceUrl = `http://127.0.0.1:${servicePort}`;
export const { stripePublishableKey, recaptchaSiteKey } = settings;

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
