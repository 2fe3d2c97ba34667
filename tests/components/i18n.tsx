import { render, type RenderResult } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';

// Every locale file, so a component test reads the same texts as the app in either language.
const files = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../src/i18n/locales/*/*.json',
  { eager: true },
);

function resources() {
  const out: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [path, module] of Object.entries(files)) {
    const match = /locales\/(\w+)\/(\w+)\.json$/.exec(path);
    if (!match) continue;
    const [, lang = '', ns = ''] = match;
    out[lang] ??= {};
    out[lang][ns] = module.default;
  }
  return out;
}

export async function renderWithI18n(
  element: ReactElement,
  lng: 'en' | 'cn' = 'en',
): Promise<RenderResult> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    resources: resources(),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return render(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
}
