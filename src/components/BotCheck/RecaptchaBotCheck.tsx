import { useEffect, useImperativeHandle, useRef, useState } from 'react';
import ReCAPTCHA from 'react-google-recaptcha';
import { useTranslation } from 'react-i18next';
import { env } from '../../config/env';
import { LOCALE_TAGS } from '../../i18n/language';
import type { BotCheckProps } from './types';

/** Google's script that has neither loaded nor failed by then is taken as blocked. */
export const RECAPTCHA_LOAD_TIMEOUT_MS = 15_000;

/**
 * Google's widget. Where it cannot load (a network that blocks Google, a patient travelling, a
 * policy that refuses it), the form's button would stay disabled with no word why: the patient
 * is told instead (security review finding 20).
 */
export default function RecaptchaBotCheck({ onChange, ref }: BotCheckProps) {
  const { t, i18n } = useTranslation('common');
  const widget = useRef<ReCAPTCHA>(null);
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  useImperativeHandle(ref, () => ({ reset: () => widget.current?.reset() }), []);

  useEffect(() => {
    if (loaded) return undefined;
    const timer = window.setTimeout(() => setFailed(true), RECAPTCHA_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [loaded]);

  return (
    <>
      <ReCAPTCHA
        ref={widget}
        sitekey={env.recaptchaSiteKey}
        // Google's Hong Kong Chinese ('zh-HK'), like the rest of the page; 'zh-TW' is Taiwan's.
        hl={LOCALE_TAGS[i18n.language === 'cn' ? 'cn' : 'en'].recaptcha}
        onChange={(token) => onChange(token)}
        onExpired={() => onChange(null)}
        onErrored={() => setFailed(true)}
        // Called when the script loaded, and also when it failed to (then no grecaptcha exists).
        asyncScriptOnLoad={() => {
          if ('grecaptcha' in window) setLoaded(true);
          else setFailed(true);
        }}
      />
      {failed && (
        <p className="text-danger small mb-0" role="alert">
          {t('botCheck.failed')}
        </p>
      )}
    </>
  );
}
