import { ERROR_ID } from './useRegistrationForm';

/** The one validation message, shown above the group it concerns ('… checkbox below …'). */
export default function FieldError({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <div id={ERROR_ID} className="alert alert-danger py-2 mb-2 field-error" role="alert">
      {text}
    </div>
  );
}
