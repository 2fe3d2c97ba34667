import { useNavigate } from 'react-router-dom';
import type { RequestType } from '../../api/types';
import { useAppDispatch } from '../../app/hooks';
import { useForm, type FieldErrors } from '../../components/form';
import { failureOf } from '../../state/serviceThunk';
import { useClinicOnline } from '../clinicStatus';
import { clearDraft } from './draft';
import { paymentPath } from './paths';
import { fieldsChanged, requestCleared } from './slice';

export interface RequestFormOptions<F extends string, E extends string> {
  /** The fields in their order on screen, and each one's control id (the first in error takes the focus). */
  order: readonly F[];
  ids: Record<F, string>;
  /** The page's rules on the draft as it stands (the values live in the store). */
  check: () => FieldErrors<F, E>;
  /** A step of the page's own that stops this press (the sick note's typed end date settling). */
  stop?: () => boolean;
  /** Sends the request: its service thunk, dispatched. */
  request: () => Promise<Parameters<typeof failureOf>[0]>;
}

/**
 * What the sick-note and form requests share (docs/requests.md#request-flows), a thin layer over
 * the kit's useForm: the values stay in the store, so a change is dispatched and clears its
 * fields' errors and the service's refusal; no send while the clinic system is offline
 * (docs/dashboard.md#clinic-system-status), Enter in a field included; a request that went
 * through goes on to payment; and Cancel forgets the draft.
 */
export function useRequestForm<F extends string, E extends string>(
  formType: RequestType,
  { order, ids, check, stop, request }: RequestFormOptions<F, E>,
) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const online = useClinicOnline();
  const form = useForm<F, undefined, E>({
    order,
    ids,
    check,
    // Online first: a press while offline changes nothing, the typed end date included.
    canSend: () => online && !(stop?.() ?? false),
    send: async () => {
      const failure = failureOf(await request());
      if (!failure) navigate(paymentPath(formType));
      return failure?.msg;
    },
  });

  const change = (patch: Parameters<typeof fieldsChanged>[0], fields: readonly F[]) => {
    dispatch(fieldsChanged(patch));
    form.changed(fields);
  };

  const cancel = () => {
    dispatch(requestCleared());
    clearDraft();
    navigate('/dashboard');
  };

  return { ...form, formType, ids, online, change, cancel };
}

/** The fields both requests ask in the same way: the reason and the agreement. */
export type SharedRequestField = 'timeOffReason' | 'isAgreed';

/** What those fields need of the page's request form (useRequestForm). */
export interface SharedFieldsForm {
  formType: RequestType;
  ids: Record<SharedRequestField, string>;
  errors: { errorOf: (field: SharedRequestField) => string | null };
  change: (
    patch: Parameters<typeof fieldsChanged>[0],
    fields: readonly SharedRequestField[],
  ) => void;
}
