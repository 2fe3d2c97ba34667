// What a screen shows the patient: either one of our own texts (an i18n key with values) or a
// text the server wrote, shown as plain text and translated when we know it.

import { preloadServerTexts } from '../i18n';

export type Msg = { key: string; params?: Record<string, string | number> } | { text: string };

export const msgKey = (key: string, params?: Record<string, string | number>): Msg =>
  params ? { key, params } : { key };

/** A server's text. Making one fetches the server texts' translations, if not yet here. */
export const msgText = (text: string): Msg => {
  preloadServerTexts();
  return { text };
};
