import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { controlProps, FieldError, invalidClass } from '../../components/form';
import { REQUEST_ERROR } from './requestFieldLook';
import { WORDS_OF } from './requestWords';
import { selectForms } from './slice';
import type { SharedFieldsForm } from './useRequestForm';

/**
 * The box the patient ticks to agree to the request's terms; its label follows it, as a
 * checkbox's does.
 */
export default function AgreementField({ form }: { form: SharedFieldsForm }) {
  const { t } = useTranslation('forms');
  const checked = useAppSelector(selectForms).isAgreed;
  const id = form.ids.isAgreed;
  const problem = form.errors.errorOf('isAgreed');
  const error = problem && t(`errors.${problem}`);
  const errorId = `${id}-error`;
  return (
    <div className={invalidClass('req-group', Boolean(error))}>
      <div className="form-check">
        <input
          id={id}
          {...controlProps('form-check-input', Boolean(error), error ? errorId : undefined)}
          type="checkbox"
          checked={checked}
          onChange={(e) => form.change({ isAgreed: e.target.checked }, ['isAgreed'])}
        />
        <label className="form-check-label" htmlFor={id}>
          {t(`${WORDS_OF[form.formType]}.agree`)}
        </label>
      </div>
      <FieldError id={errorId} text={error} {...REQUEST_ERROR} />
    </div>
  );
}
