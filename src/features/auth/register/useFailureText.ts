import { useTranslation } from 'react-i18next';
import type { RegistrationMessage } from '../../../lib/validation/registration';

/** A validation message in the page's language, the field's label translated inside it. */
export function useFailureText() {
  const { t } = useTranslation('register');
  return (message: RegistrationMessage) =>
    t(`errors.${message.key}`, {
      label: message.label ? t(`labels.${message.label}`) : '',
      min: message.min ?? '',
    });
}
