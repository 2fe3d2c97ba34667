import { useEffect, useRef, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { msgKey, type Msg } from '../../api/message';
import type { User } from '../../api/types';
import { useAppDispatch } from '../../app/hooks';
import { useMsg } from '../../i18n/useMsg';
import { formatPhone, phoneDigits } from '../../lib/phone';
import { confirmDetails } from './thunks';
import { failureOf } from '../../state/serviceThunk';
import { FieldError } from '../../components/form';
import ActionButton from '../../components/ActionButton';

interface Props {
  user: User;
  /** The answer to the family-doctor question, once given. */
  answer: boolean | null;
  onAnswer: (hasFamilyDoc: boolean) => void;
  /** True while the profile is open for editing: the dialog waits. */
  paused: boolean;
  onEdit: () => void;
  /** The dialog has finished closing for 'Edit my information': the focus may move now. */
  onPaused: () => void;
}

const TITLE_ID = 'should-update-title';

function phoneText(value: string): string {
  return phoneDigits(value).length === 10 ? formatPhone(value) : value;
}

/**
 * docs/account.md#family-doctor-and-confirm-information: a patient whose details need confirming answers the family-doctor
 * question, then confirms (or edits, then confirms) their details before anything else. The
 * dialog cannot be dismissed: there is nowhere else to go until it is done.
 */
export default function ShouldUpdateFlow({
  user,
  answer,
  onAnswer,
  paused,
  onEdit,
  onPaused,
}: Props) {
  const { t } = useTranslation(['account', 'fields']);
  const render = useMsg();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<Msg | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const stage = answer === null ? 'familyDoc' : 'confirm';

  // The dialog stays open from one question to the next: the new question takes the focus.
  const firstStage = useRef(stage);
  useEffect(() => {
    if (stage !== firstStage.current) title.current?.focus();
  }, [stage]);

  const confirm = async () => {
    if (answer === null || saving) return;
    setSaving(true);
    setError(null);
    const result = await dispatch(confirmDetails({ hasFamilyDoc: answer }));
    if (confirmDetails.fulfilled.match(result)) {
      navigate('/dashboard', { replace: true });
      return;
    }
    setSaving(false);
    setError(failureOf(result)?.msg ?? msgKey('account:errors.server'));
  };

  const phones = [
    ['mobilePhone', user.mobilePhone],
    ['phone', user.phone],
    ['internationalPhone', user.internationalPhone],
  ].filter(([, value]) => value);
  const province = user.province ? t(`fields:provinces.${user.province}`, user.province) : '';
  const address = [user.address, user.city, [province, user.postal].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');

  return (
    <Modal
      show={!paused}
      backdrop="static"
      keyboard={false}
      // The dialog opened by itself, so there is no button to return to: on 'Edit my information'
      // the focus goes to the profile's first field instead, once the dialog (and its focus trap)
      // is gone.
      restoreFocus={false}
      onExited={() => {
        if (paused) onPaused();
      }}
      centered
      aria-labelledby={TITLE_ID}
      className="should-update-modal"
    >
      <Modal.Header>
        <Modal.Title as="h2" id={TITLE_ID} ref={title} tabIndex={-1} className="h5">
          {stage === 'familyDoc'
            ? t('account:flow.familyDocTitle')
            : t('account:flow.confirmTitle')}
        </Modal.Title>
      </Modal.Header>
      {stage === 'familyDoc' ? (
        <>
          <Modal.Body>
            <p className="mb-0">{t('account:flow.familyDocText')}</p>
          </Modal.Body>
          <Modal.Footer>
            <ActionButton onClick={() => onAnswer(true)} label={t('account:flow.yes')} />
            <ActionButton
              className="btn btn-outline-primary"
              onClick={() => onAnswer(false)}
              label={t('account:flow.no')}
            />
          </Modal.Footer>
        </>
      ) : (
        <>
          <Modal.Body>
            <p>{t('account:flow.confirmText')}</p>
            <dl className="confirm-details mb-0">
              <dt>{t('account:flow.name')}</dt>
              <dd>{`${user.firstName} ${user.lastName}`.trim()}</dd>
              <dt>{t('account:profile.address')}</dt>
              <dd>{address || t('account:profile.notOnFile')}</dd>
              <dt>{t('account:flow.phones')}</dt>
              <dd>
                {phones.length
                  ? phones.map(([field, value]) => (
                      <span className="d-block" key={field}>
                        {t(`account:profile.${field}`)}: {phoneText(value ?? '')}
                      </span>
                    ))
                  : t('account:profile.notOnFile')}
              </dd>
              <dt>{t('fields:pharmacy.legend')}</dt>
              <dd>{user.preferredPharmacy?.name ?? t('account:profile.noPharmacy')}</dd>
              <dt>{t('account:profile.familyDoc')}</dt>
              <dd>{answer ? t('account:profile.yes') : t('account:profile.no')}</dd>
            </dl>
            <FieldError text={error && render(error)} className="alert alert-danger mt-3 mb-0" />
          </Modal.Body>
          <Modal.Footer>
            <ActionButton
              className="btn btn-outline-primary"
              disabled={saving}
              onClick={onEdit}
              label={t('account:flow.edit')}
            />
            <ActionButton
              busy={saving}
              onClick={() => void confirm()}
              label={t('account:flow.correct')}
            />
          </Modal.Footer>
        </>
      )}
    </Modal>
  );
}
