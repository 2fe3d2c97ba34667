import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Msg } from '../api/message';

/**
 * Turns a Msg into text in the current language. A server text is looked up in the 'server'
 * namespace by its English wording; unknown server texts are shown as they came.
 */
export function useMsg(): (msg: Msg) => string {
  // Not ['common', 'server']: that would hold the page until the server texts arrive, which
  // src/api/client.ts fetches beside the first call instead.
  const { t } = useTranslation('common');
  return useCallback(
    (msg: Msg) =>
      'key' in msg
        ? t(msg.key, msg.params ?? {})
        : t(msg.text, {
            ns: 'server',
            keySeparator: false,
            nsSeparator: false,
            defaultValue: msg.text,
          }),
    [t],
  );
}
