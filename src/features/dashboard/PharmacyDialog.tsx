import { useEffect } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { msgKey } from '../../api/message';
import type { Pharmacy } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  FieldError,
  FormAlert,
  SubmitButton,
  useForm,
  type FieldErrors,
} from '../../components/form';
import PharmacyPicker from '../../components/PharmacyPicker';
import { useMsg } from '../../i18n/useMsg';
import { loadPharmacies } from '../../state/user/thunks';
import { failureOf } from '../../state/serviceThunk';
import { savePreferredPharmacy } from './thunks';
import { selectPharmacies, selectPharmaciesStatus } from '../../state/user/slice';

interface Props {
  onClose: () => void;
  /** Called once the pharmacy is saved; the dashboard then retries the service. */
  onSaved: () => void;
}

/** The picker's fieldset: its first control takes the focus when nothing is chosen. */
const PICKER_ID = 'dashboard-pharmacy';
const ERROR_ID = `${PICKER_ID}-error`;

interface Choice {
  pharmacy: Pharmacy | null;
}

/** docs/dashboard.md#pharmacy-dialog: nothing is chosen for the patient, so Confirm asks for one. */
const choiceErrors = ({ pharmacy }: Choice): FieldErrors<'pharmacy'> =>
  pharmacy ? {} : { pharmacy: msgKey('dashboard:pharmacyDialog.required') };

export default function PharmacyDialog({ onClose, onSaved }: Props) {
  const { t } = useTranslation('dashboard');
  const render = useMsg();
  const dispatch = useAppDispatch();
  const pharmacies = useAppSelector(selectPharmacies);
  const status = useAppSelector(selectPharmaciesStatus);
  const form = useForm({
    order: ['pharmacy'] as const,
    ids: { pharmacy: PICKER_ID },
    initial: { pharmacy: null } as Choice,
    check: choiceErrors,
    // Once the message is drawn, so the search box is read with it.
    focus: { nextFrame: true },
    // A failure has raised its alert already (the service thunk's listener): the dialog stays,
    // and says nothing of its own.
    send: async ({ pharmacy }) => {
      if (pharmacy && !failureOf(await dispatch(savePreferredPharmacy(pharmacy)))) onSaved();
    },
  });
  const required = form.errors.errorOf('pharmacy');

  useEffect(() => {
    if (pharmacies.length === 0) void dispatch(loadPharmacies());
  }, [dispatch, pharmacies.length]);

  return (
    <Modal
      show
      onHide={onClose}
      centered
      size="lg"
      aria-labelledby="pharmacy-dialog-title"
      // The dashboard gives focus back itself: its button was disabled when the dialog opened.
      restoreFocus={false}
    >
      <Modal.Header closeButton closeLabel={t('pharmacyDialog.close')}>
        <Modal.Title as="h2" id="pharmacy-dialog-title" className="h5">
          {t('pharmacyDialog.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t('pharmacyDialog.intro')}</p>
        <PharmacyPicker
          id={PICKER_ID}
          pharmacies={pharmacies}
          value={form.values.pharmacy}
          onChange={(pharmacy) => form.set('pharmacy', pharmacy)}
          loading={status === 'loading'}
          invalid={required !== null}
          describedBy={required ? ERROR_ID : undefined}
        />
        <FieldError
          id={ERROR_ID}
          text={required && render(required)}
          className="alert alert-danger mt-3 mb-0"
        />
        <FormAlert
          msg={form.failure}
          alertRef={form.alertRef}
          className="alert alert-danger mt-3 mb-0"
        />
      </Modal.Body>
      {/* The form holds the buttons only: Enter in the search box, or on a pharmacy, confirms
          nothing (it did not before the dialog was a form). */}
      <Modal.Footer as="form" {...form.props}>
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          {t('pharmacyDialog.close')}
        </button>
        <SubmitButton busy={form.busy} label={t('pharmacyDialog.confirm')} />
      </Modal.Footer>
    </Modal>
  );
}
