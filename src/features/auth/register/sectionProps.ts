import type { RegistrationForm } from './useRegistrationForm';
import type { ErrorAnchor } from './values';

export interface SectionProps {
  form: RegistrationForm;
  /** The validation message when it belongs above this group, else null. */
  errorAt: (anchor: ErrorAnchor) => string | null;
}
