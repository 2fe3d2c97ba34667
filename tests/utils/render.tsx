import { render, type RenderResult } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createStore, type AppStore, type RootState } from '../../src/app/store';
import { patientTab } from '../builders/session';
import type { SeededPatient } from '../builders/users';

// One way to put a component on screen in a test, as the app does: the store (logged in as a
// seeded patient through the mock clinic when asked), a router at an address, and the locale
// files in either language. What each component test used to assemble for itself.

export type Lang = 'en' | 'cn';

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

/** An i18next instance with every namespace loaded, in `lng`. */
export async function testI18n(lng: Lang = 'en'): Promise<I18n> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    resources: resources(),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return i18n;
}

/** Renders `element` with the locale texts only (no store, no router). */
export async function renderWithI18n(
  element: ReactElement,
  lng: Lang = 'en',
): Promise<RenderResult> {
  const i18n = await testI18n(lng);
  return render(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
}

/**
 * A store logged in as a seeded patient, through the mock clinic's login and /me: the tab the
 * login's page load opens (tests/builders/session.ts).
 */
export async function loggedInStore(email: SeededPatient): Promise<AppStore> {
  return (await patientTab(email)).store;
}

export interface ProviderOptions {
  /** The address the router starts at. */
  route?: string;
  /** The route pattern(s) `ui` answers (default: the route's path, without its query). */
  path?: string | readonly string[];
  /**
   * Other addresses the page may go to, each shown as a paragraph with its text, so a test can see
   * where the page went (e.g. { '/dashboard': 'Dashboard page' }).
   */
  elsewhere?: Record<string, ReactNode>;
  /** Shown beside the routes, inside the router (the alert stack, a probe of the address). */
  beside?: ReactNode;
  lang?: Lang;
  /** Log in as this seeded patient first. */
  user?: SeededPatient;
  /** A store the test prepared itself (otherwise a new one, logged in as `user` if given). */
  store?: AppStore;
  /** What a new store starts from (not with `store` or `user`). */
  preloadedState?: Partial<RootState>;
}

export interface ProvidersRendered extends RenderResult {
  store: AppStore;
  i18n: I18n;
}

/** Renders `ui` as the app would show it at `route`: store, router and texts. */
export async function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    path,
    elsewhere = {},
    beside,
    lang = 'en',
    user,
    store,
    preloadedState,
  }: ProviderOptions = {},
): Promise<ProvidersRendered> {
  const theStore = store ?? (user ? await loggedInStore(user) : createStore(preloadedState));
  const i18n = await testI18n(lang);
  const patterns = typeof path === 'string' ? [path] : (path ?? [route.split(/[?#]/)[0] || '/']);
  const result = render(
    <I18nextProvider i18n={i18n}>
      <Provider store={theStore}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            {patterns.map((pattern) => (
              <Route key={pattern} path={pattern} element={ui} />
            ))}
            {Object.entries(elsewhere).map(([to, shown]) => (
              <Route key={to} path={to} element={<p>{shown}</p>} />
            ))}
          </Routes>
          {beside}
        </MemoryRouter>
      </Provider>
    </I18nextProvider>,
  );
  return { ...result, store: theStore, i18n };
}
