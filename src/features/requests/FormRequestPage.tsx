import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { Field, InputField } from '../../components/form';
import Spinner from '../../components/Spinner';
import { formatDollars } from '../../lib/money';
import { formPrice, type FormType } from '../../lib/pricing';
import {
  FORM_REQUEST_FIELDS,
  pageCountProblem,
  pagesFor,
  parsePageCount,
  validateFormRequest,
  type FormRequestError,
  type FormRequestField,
} from '../../lib/validation/formRequest';
import AgreementField from './AgreementField';
import ReasonField from './ReasonField';
import RequestHeader from './RequestHeader';
import { fieldsChanged, requestStarted } from './slice';
import { submitFormRequest } from './thunks';
import { useFees } from './useFees';
import { useRequestDraft } from './useRequestDraft';
import '../../styles/request-flow.css';
import RequestActions from './RequestActions';
import { REQUEST_GROUP } from './requestFieldLook';
import { useRequestForm } from './useRequestForm';

const FORM_TYPES: readonly FormType[] = ['school', 'work', 'disability', 'insurance', 'other'];

const FIELD_IDS: Record<FormRequestField, string> = {
  timeOffIsFor: 'fr-type',
  timeOffReason: 'fr-details',
  pageCount: 'fr-pages',
  isAgreed: 'fr-agree',
};

/** /school-work-form (and /sick-note?formType=school-work-form): what form, how many pages. */
export default function FormRequestPage() {
  const { t } = useTranslation('forms');
  const dispatch = useAppDispatch();
  const { ready, request } = useRequestDraft();
  const fees = useFees();
  const type = request.timeOffIsFor as FormType | '';
  const pages = pagesFor(type, request.pageCount);
  const estimate = type && pages !== null ? formPrice(type, pages, fees) : null;
  const form = useRequestForm<FormRequestField, FormRequestError>('school-work-form', {
    order: FORM_REQUEST_FIELDS,
    ids: FIELD_IDS,
    check: () => validateFormRequest({ ...request, timeOffIsFor: type }),
    request: () => dispatch(submitFormRequest(estimate)),
  });
  const { errors, change } = form;
  // The page count exactly as typed (null until the patient types): the draft keeps only a
  // number, and the field must never lose or rewrite what the patient sees.
  const [pagesText, setPagesText] = useState<string | null>(null);

  useEffect(() => {
    if (ready) dispatch(requestStarted('school-work-form'));
  }, [ready, dispatch]);

  if (!ready || request.formType !== 'school-work-form' || request.paymentComplete) {
    return <Spinner />;
  }

  const isDisability = type === 'disability';
  const errorText = (field: FormRequestField) => {
    const error = errors.errorOf(field);
    return error ? t(`errors.${error}`) : null;
  };

  const changePages = (text: string) => {
    setPagesText(text);
    dispatch(fieldsChanged({ pageCount: parsePageCount(text) }));
    form.setFailure(null);
    // Told while typing: "100" shows the spec's message at once, not after Continue.
    errors.set('pageCount', pageCountProblem(text));
  };

  return (
    <div className="container page-section req-page">
      <RequestHeader formType="school-work-form" step={2} />

      <form {...form.props}>
        <Field
          {...REQUEST_GROUP}
          id={FIELD_IDS.timeOffIsFor}
          label={t('form.type.label')}
          error={errorText('timeOffIsFor')}
        >
          {(control) => (
            <select
              {...control.props('form-select')}
              value={type}
              onChange={(e) =>
                change({ timeOffIsFor: e.target.value as FormType | '' }, ['timeOffIsFor'])
              }
            >
              <option value="">{t('form.type.placeholder')}</option>
              {FORM_TYPES.map((option) => (
                <option key={option} value={option}>
                  {t(`form.type.${option}`)}
                </option>
              ))}
            </select>
          )}
        </Field>

        <ReasonField form={form} />

        <InputField
          {...REQUEST_GROUP}
          id={FIELD_IDS.pageCount}
          label={t('form.pages.label')}
          hint={isDisability ? t('form.pages.disability') : t('form.pages.hint')}
          hintFirst
          error={errorText('pageCount')}
          footer={
            <>
              <div className="req-price mt-3" aria-live="polite">
                <span className="fw-semibold">{t('form.price.label')}</span>
                {estimate !== null ? (
                  <>
                    <span className="req-price-amount">{formatDollars(estimate)}</span>
                    <span className="small">
                      {isDisability
                        ? t('form.price.disability')
                        : t('form.price.breakdown', {
                            first: formatDollars(fees.SCHOOL_WORK_FORM.FIRST_PAGE),
                            additional: formatDollars(fees.SCHOOL_WORK_FORM.ADDITIONAL_PAGE),
                          })}
                    </span>
                  </>
                ) : (
                  <span>{t('form.price.pending')}</span>
                )}
              </div>
              <p className="form-text mb-0">{t('form.price.note')}</p>
            </>
          }
          inputClassName="form-control req-pages"
          input={{
            type: 'text',
            inputMode: 'numeric',
            autoComplete: 'off',
            disabled: isDisability,
            value: isDisability ? '1' : (pagesText ?? request.pageCount?.toString() ?? ''),
            onChange: (e) => changePages(e.target.value),
          }}
        />

        <AgreementField form={form} />

        <RequestActions form={form} />
      </form>
    </div>
  );
}
