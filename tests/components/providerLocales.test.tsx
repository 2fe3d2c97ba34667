import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// What the page hands Google's widget and Stripe's Elements, without loading either: both render
// their own texts, so the language they are given is all of our part in it.
const seen = vi.hoisted(() => ({ hl: [] as unknown[], locale: [] as unknown[] }));

vi.mock('react-google-recaptcha', () => ({
  default: (props: { hl?: string }) => {
    seen.hl.push(props.hl);
    return null;
  },
}));
vi.mock('@stripe/stripe-js', () => ({ loadStripe: () => new Promise(() => {}) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ options, children }: { options?: { locale?: string }; children: ReactNode }) => {
    seen.locale.push(options?.locale);
    return <>{children}</>;
  },
  CardElement: () => null,
  useElements: () => null,
  useStripe: () => null,
}));

// The suite shares one module graph per worker (vite.config.ts isolate: false): these components
// are loaded afresh over the stand-ins above, and dropped again after, so other files get the
// real widgets.
type Component<P> = (props: P) => ReactNode;
let RecaptchaBotCheck: Component<{ onChange: (token: string | null) => void }>;
let StripeCardField: Component<{ disabled: boolean }>;

beforeAll(async () => {
  vi.resetModules();
  RecaptchaBotCheck = (await import('../../src/components/BotCheck/RecaptchaBotCheck')).default;
  StripeCardField = (await import('../../src/features/payment/stripe/StripeCardField')).default;
});

afterAll(() => {
  vi.resetModules();
});

async function inLanguage(lng: 'en' | 'cn', element: ReactNode) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    resources: {},
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  render(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
}

beforeEach(() => {
  seen.hl.length = 0;
  seen.locale.length = 0;
});

describe('reCAPTCHA and Stripe speak the page’s Chinese: Hong Kong’s', () => {
  it.each([
    ['cn', 'zh-HK'],
    ['en', 'en'],
  ] as const)('reCAPTCHA hl in %s is %s', async (lng, hl) => {
    await inLanguage(lng, <RecaptchaBotCheck onChange={() => {}} />);
    expect(seen.hl.at(-1)).toBe(hl);
  });

  it.each([
    ['cn', 'zh-HK'],
    ['en', 'en'],
  ] as const)('Stripe Elements locale in %s is %s', async (lng, locale) => {
    await inLanguage(lng, <StripeCardField disabled={false} />);
    expect(seen.locale.at(-1)).toBe(locale);
  });
});
