import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Msg } from '../../api/message';
import type { RequestType } from '../../api/types';
import { useAppDispatch } from '../../app/hooks';
import { useFormErrors, type FieldErrors } from '../../components/form';
import { useClinicOnline } from '../clinicStatus';
import { clearDraft } from './draft';
import { paymentPath } from './paths';
import { fieldsChanged, requestCleared } from './slice';
import type { RequestOutcome } from './thunks';

/**
 * What the sick-note and form requests share (docs/requests.md#request-flows): the field errors,
 * the service's refusal, Continue's busy state (one send at a time, none while the clinic system
 * is offline, docs/dashboard.md#clinic-system-status), a change that clears its fields' errors,
 * the send that goes on to payment, and Cancel, which forgets the draft.
 */
export function useRequestForm<F extends string, E extends string>(
  formType: RequestType,
  order: readonly F[],
  fieldIds: Record<F, string>,
) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const online = useClinicOnline();
  const errors = useFormErrors<F, E>(order, (field) => document.getElementById(fieldIds[field]));
  const [failure, setFailure] = useState<Msg | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const change = (patch: Parameters<typeof fieldsChanged>[0], fields: readonly F[]) => {
    dispatch(fieldsChanged(patch));
    setFailure(null);
    errors.clear(fields);
  };

  /** Enter in a field submits even while Continue is disabled: not twice, not offline. */
  const canSend = () => !inFlight.current && online;

  /** Shows what the rules found (the first field takes the focus), or sends and goes to pay. */
  const send = async (found: FieldErrors<F, E>, request: () => Promise<RequestOutcome>) => {
    if (errors.show(found)) return;
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    const outcome = await request();
    inFlight.current = false;
    setBusy(false);
    if (outcome.ok) navigate(paymentPath(formType));
    else setFailure(outcome.message);
  };

  const cancel = () => {
    dispatch(requestCleared());
    clearDraft();
    navigate('/dashboard');
  };

  return { errors, failure, setFailure, busy, online, change, canSend, send, cancel };
}
