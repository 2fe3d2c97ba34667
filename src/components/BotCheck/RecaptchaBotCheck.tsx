import { useImperativeHandle, useRef } from 'react';
import ReCAPTCHA from 'react-google-recaptcha';
import { useTranslation } from 'react-i18next';
import { env } from '../../config/env';
import type { BotCheckProps } from './types';

export default function RecaptchaBotCheck({ onChange, ref }: BotCheckProps) {
  const { i18n } = useTranslation();
  const widget = useRef<ReCAPTCHA>(null);
  useImperativeHandle(ref, () => ({ reset: () => widget.current?.reset() }), []);
  return (
    <ReCAPTCHA
      ref={widget}
      sitekey={env.recaptchaSiteKey}
      hl={i18n.language === 'cn' ? 'zh-TW' : 'en'}
      onChange={(token) => onChange(token)}
      onExpired={() => onChange(null)}
    />
  );
}
