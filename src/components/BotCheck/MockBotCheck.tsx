import { useId, useImperativeHandle, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BotCheckProps } from './types';

/** Mock builds only: reCAPTCHA cannot load offline, so a checkbox yields a token instead. */
export default function MockBotCheck({ onChange, ref }: BotCheckProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [checked, setChecked] = useState(false);
  useImperativeHandle(ref, () => ({ reset: () => setChecked(false) }), []);
  return (
    <div className="bot-check border rounded p-3 bg-light">
      <div className="form-check mb-0">
        <input
          id={id}
          className="form-check-input"
          type="checkbox"
          checked={checked}
          onChange={(event) => {
            setChecked(event.target.checked);
            onChange(event.target.checked ? `mock-recaptcha-${Date.now().toString(36)}` : null);
          }}
        />
        <label className="form-check-label" htmlFor={id}>
          {t('botCheck.label')}
        </label>
      </div>
    </div>
  );
}
