import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type FormEvent,
  type SetStateAction,
} from 'react';
import { msgKey, type Msg } from '../../api/message';
import { firstErrorField, useFormErrors, type ErrorFocus, type FieldErrors } from './useFormErrors';

// The one way a form works (docs/architecture.md#the-form-path): its values, its field errors with
// first-error focus, the form's own failure (a refusal, a lost answer) that takes the focus so it is
// read out, one send at a time, and errors that clear themselves where a page asks for it
// (registration: 10 s, docs/account.md#registration-error-display, which a refusal from the
// service does not do). The rules stay pure functions in each feature; the call is a service
// thunk whose failure the form shows
// (`send: async (values) => failureOf(await dispatch(thunk(values)))?.msg`).

export interface FormOptions<F extends string, V, E> {
  /** The fields in their order on screen: the first one in error takes the focus. */
  order: readonly F[];
  /** Each field's control id (a group's: its first control takes the focus). */
  ids: Record<F, string>;
  /** The values the form starts with; a form whose values live in the store passes none. */
  initial?: V;
  /**
   * The field rules: what they find is shown, and nothing is sent. Given the errors showing too,
   * for a form whose message is not replaced while it shows (it hands that record back).
   */
  check?: (values: V, showing: FieldErrors<F, E>) => FieldErrors<F, E>;
  /** A rule about the whole form (say, 'all fields are required'): shown as its failure. */
  checkForm?: (values: V) => Msg | null;
  /** Whether a send may start now besides the in-flight guard (the clinic online, a bot check). */
  canSend?: (values: V) => boolean;
  /**
   * Sends the values; answers the failure to show, or nothing when it went through. Given the
   * values' setter, for what an answer changes (registration: a refusal spends the bot check's).
   */
  send: (
    values: V,
    setValues: Dispatch<SetStateAction<V>>,
  ) => Promise<Msg | null | undefined | void>;
  /**
   * Field errors, and a failure a rule found, clear themselves after this long (ms). A refusal the
   * send answered does not: the 10 s are the rules' messages' (docs/account.md#registration-error-display).
   */
  clearAfterMs?: number;
  /** Where the focus goes when field errors show, and when (default: the first in `order`, at once). */
  focus?: ErrorFocus<F, E>;
  /**
   * The send's refusal stays until the next send: field errors a later press finds, and a change,
   * leave it (registration: docs/account.md#registration-outcome).
   */
  refusalStays?: boolean;
}

/** The element that takes the focus for a field: its control, or a group's first control. */
function focusTarget(id: string): HTMLElement | null {
  const element = document.getElementById(id);
  if (!element || element.matches('input, select, textarea, button')) return element;
  return element.querySelector<HTMLElement>('input, select, textarea, button') ?? element;
}

export function useForm<F extends string, V = undefined, E = Msg>(options: FormOptions<F, V, E>) {
  const { order, ids, initial, clearAfterMs, refusalStays } = options;
  const [values, setValues] = useState<V>(initial as V);
  const errors = useFormErrors<F, E>(order, (field) => focusTarget(ids[field]), options.focus);
  // The failure, and whether the send answered it (a refusal) rather than a rule or the page.
  const [shown, setShown] = useState<{ msg: Msg; refusal?: boolean } | null>(null);
  const failure = shown?.msg ?? null;
  const setFailure = useCallback((msg: Msg | null) => setShown(msg && { msg }), []);
  /** The failure goes, unless it is a refusal that stays (`refusalStays`). */
  const dropFailure = () =>
    setShown((current) => (refusalStays && current?.refusal ? current : null));
  const [busy, setBusy] = useState(false);
  // Set before any render: a second press (or Enter) that lands before `busy` has been drawn
  // sends nothing.
  const inFlight = useRef(false);
  const alertRef = useRef<HTMLDivElement>(null);

  // The failure takes the focus: it is read out, and the patient goes on from there (the button
  // that had the focus may be gone or disabled).
  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  // A new message (field or form) shows for the whole time again.
  const { errors: fieldErrors, clear } = errors;
  useEffect(() => {
    if (!clearAfterMs) return undefined;
    const ruleFailure = shown !== null && !shown.refusal;
    if (!ruleFailure && firstErrorField(order, fieldErrors) === null) return undefined;
    const timer = setTimeout(() => {
      clear();
      setShown((current) => (current?.refusal ? current : null));
    }, clearAfterMs);
    return () => clearTimeout(timer);
  }, [clearAfterMs, shown, fieldErrors, clear, order]);

  /** The patient changed `fields`: their errors and the form's failure go. */
  const changed = (fields: readonly F[]) => {
    errors.clear(fields);
    dropFailure();
  };

  /** One field's new value (forms that keep their values here). */
  const set = <K extends keyof V>(field: K & F, value: V[K]) => {
    setValues((before) => ({ ...before, [field]: value }));
    changed([field]);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const { check, checkForm, canSend, send } = options;
    if (inFlight.current || (canSend && !canSend(values))) return;
    if (errors.show(check?.(values, errors.errors) ?? {})) {
      dropFailure();
      return;
    }
    const problem = checkForm?.(values) ?? null;
    setFailure(problem);
    if (problem) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const refused = await send(values, setValues);
      if (refused) setShown({ msg: refused, refusal: true });
    } catch {
      // A send that throws is the page's own bug (a service thunk answers its failure): the
      // patient is still told, and keeps what they typed.
      setShown({ msg: msgKey('common:errors.unknown'), refusal: true });
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return {
    values,
    setValues,
    set,
    errors,
    changed,
    failure,
    setFailure,
    busy,
    alertRef,
    submit,
    /** Spread on the <form>: the browser's own bubbles stay off; the kit's messages speak. */
    props: { noValidate: true, onSubmit: (event: FormEvent) => void submit(event) },
  };
}

export type Form<F extends string, V = undefined, E = Msg> = ReturnType<typeof useForm<F, V, E>>;
