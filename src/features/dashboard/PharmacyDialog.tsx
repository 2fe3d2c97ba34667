import { useEffect, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import type { Pharmacy } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import PharmacyPicker from '../../components/PharmacyPicker';
import Spinner from '../../components/Spinner';
import { loadPharmacies } from '../../state/user/thunks';
import { failureOf } from '../../state/serviceThunk';
import { savePreferredPharmacy } from './thunks';
import { selectPharmacies, selectPharmaciesStatus } from '../../state/user/slice';

interface Props {
  onClose: () => void;
  /** Called once the pharmacy is saved; the dashboard then retries the service. */
  onSaved: () => void;
}

export default function PharmacyDialog({ onClose, onSaved }: Props) {
  const { t } = useTranslation('dashboard');
  const dispatch = useAppDispatch();
  const pharmacies = useAppSelector(selectPharmacies);
  const status = useAppSelector(selectPharmaciesStatus);
  const [choice, setChoice] = useState<Pharmacy | null>(null);
  const [error, setError] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (pharmacies.length === 0) void dispatch(loadPharmacies());
  }, [dispatch, pharmacies.length]);

  const confirm = async () => {
    if (!choice) {
      setError(true);
      return;
    }
    setError(false);
    setSaving(true);
    // A failure has raised its alert already (the service thunk's listener): the dialog stays.
    const failure = failureOf(await dispatch(savePreferredPharmacy(choice)));
    setSaving(false);
    if (!failure) onSaved();
  };

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
          id="dashboard-pharmacy"
          pharmacies={pharmacies}
          value={choice}
          onChange={(pharmacy) => {
            setChoice(pharmacy);
            if (pharmacy) setError(false);
          }}
          loading={status === 'loading'}
          invalid={error}
        />
        {error && (
          <div className="alert alert-danger mt-3 mb-0" role="alert">
            {t('pharmacyDialog.required')}
          </div>
        )}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          {t('pharmacyDialog.close')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={saving}
          onClick={() => void confirm()}
        >
          {saving && <Spinner inline />}
          {t('pharmacyDialog.confirm')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
