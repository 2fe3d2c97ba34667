import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { RegistrationMessage } from './registrationRules';

/**
 * A validation message in t's language, the field's label translated inside it. The label is also
 * the message's context, so a language may word one field's message apart: Chinese counts a
 * health card number in digits (errors.tooShort_healthCardNumber), a password in characters.
 */
export function failureText(t: TFunction, message: RegistrationMessage): string {
  return t(`errors.${message.key}`, {
    label: message.label ? t(`labels.${message.label}`) : '',
    min: message.min ?? '',
    context: message.label,
  });
}

/** failureText in the page's language. */
export function useFailureText() {
  const { t } = useTranslation('register');
  return (message: RegistrationMessage) => failureText(t, message);
}
