import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { ERROR, Field, HINT } from '../../components/form';
import { REASON_MAX_LENGTH } from '../../lib/sickNote';
import { REQUEST_GROUP } from './requestFieldLook';
import { selectForms } from './slice';
import type { SharedFieldsForm } from './useRequestForm';

/** The field's words: the sick note asks for a reason, a form for its details. */
const WORDS = { 'sick-note': 'sickNote.reason', 'school-work-form': 'form.details' } as const;

/**
 * The reason or details text of the request being filled in: 400 characters at most, with a
 * counter.
 */
export default function ReasonField({ form }: { form: SharedFieldsForm }) {
  const { t } = useTranslation('forms');
  const value = useAppSelector(selectForms).timeOffReason;
  const id = form.ids.timeOffReason;
  const error = form.errors.errorOf('timeOffReason');
  const words = WORDS[form.formType];
  return (
    <Field
      {...REQUEST_GROUP}
      id={id}
      label={t(`${words}.label`)}
      hint={t(`${words}.hint`)}
      hintFirst
      error={error && t(`errors.${error}`)}
      describedBy={[HINT, `${id}-count`, ERROR]}
    >
      {(control) => (
        <>
          <textarea
            {...control.props('form-control')}
            rows={4}
            maxLength={REASON_MAX_LENGTH}
            value={value}
            onChange={(e) => form.change({ timeOffReason: e.target.value }, ['timeOffReason'])}
          />
          <p id={`${id}-count`} className="req-counter mb-0">
            {t('reasonCounter', { count: value.length, max: REASON_MAX_LENGTH })}
          </p>
        </>
      )}
    </Field>
  );
}
