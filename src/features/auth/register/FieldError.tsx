import { FieldError as Message } from '../../../components/form';
import { REGISTER_ERROR } from './useRegistrationForm';

/**
 * The one validation message, shown above the group it concerns ('… checkbox below …'): the
 * kit's FieldError in registration's look. RegisterPage.tsx and AboutSection.tsx (the lead's
 * files, left as they are) import it; the other sections use the kit with REGISTER_ERROR.
 */
export default function FieldError({ text }: { text: string | null }) {
  return <Message {...REGISTER_ERROR} text={text} />;
}
