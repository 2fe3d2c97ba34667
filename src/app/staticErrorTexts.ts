// The error page's texts, compiled into the app rather than fetched like every other text: the
// error page and the boot failure message must show when the locale files are what failed (or
// i18next itself). The strings stay in the locale files (rule: no user-visible string outside
// them); only their `errorPage` part is imported, and Vite's JSON named exports leave the rest
// of common.json out of the bundle (about 0.5 KB gzip for both languages).
import { errorPage as cn } from '../i18n/locales/cn/common.json';
import { errorPage as en } from '../i18n/locales/en/common.json';
import type { Language } from '../lib/dates';

export type ErrorTexts = typeof en;

export const staticErrorTexts: Record<Language, ErrorTexts> = { en, cn };
