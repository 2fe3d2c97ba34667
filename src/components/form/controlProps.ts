// How a form control says it is in error, written once: Bootstrap's red outline (is-invalid),
// aria-invalid for assistive technology, and aria-describedby naming the texts that describe it
// (its hint, its error message). Every control of the portal's forms takes them from here.

/** The classes with Bootstrap's `is-invalid` added when `invalid`. */
export function invalidClass(className: string, invalid: boolean): string {
  return invalid ? `${className} is-invalid` : className;
}

/** The ids that describe a control, in reading order, or undefined when there are none. */
export function describedByOf(...ids: (string | false | null | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

export interface ControlAttributes {
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The class and ARIA attributes of a control: spread them onto an input, select or textarea. */
export function controlProps(
  className: string,
  invalid: boolean,
  describedBy?: string,
): ControlAttributes {
  return {
    className: invalidClass(className, invalid),
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
  };
}

/** What a custom control of the forms takes: its id, its value, and how it is marked and described. */
export interface ValueControlProps<T = string> {
  /** The control's id, for the caller's <label htmlFor>. */
  id: string;
  value: T;
  onChange: (value: T) => void;
  invalid?: boolean;
  disabled?: boolean;
  describedBy?: string;
}

/**
 * All a custom control's element needs from its props: id, value and disabled, its classes and
 * ARIA state, and a change handler that hands on the element's new value.
 */
export function valueControlAttributes(
  { id, value, onChange, invalid = false, disabled = false, describedBy }: ValueControlProps,
  className: string,
) {
  return {
    id,
    value,
    disabled,
    ...controlProps(className, invalid, describedBy),
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
}
