import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import Spinner from '../../components/Spinner';
import FlowHeader from './FlowHeader';
import { editPath, formTypeOf, requestPath } from './formType';
import LoadProblem from './LoadProblem';
import MedicalInfoSummary from './MedicalInfoSummary';
import { useMedicalInfo } from './useMedicalInfo';
import '../../styles/request-flow.css';
import './medicalInfo.css';

/** /medicalInfo?formType=…: the first step of the sick-note and form flows. */
export default function ConfirmMedicalInfoPage() {
  const { t } = useTranslation('medicalInfo');
  const [params] = useSearchParams();
  const formType = formTypeOf(params);
  const { status, current, noMedicalInfo, loadError, retry } = useMedicalInfo();

  return (
    <div className="container page-section mi-page">
      <FlowHeader formType={formType} />
      <h1 className="h2">{t('confirm.title')}</h1>
      <p className="lead req-lead">
        {status === 'succeeded' && noMedicalInfo ? t('confirm.introNew') : t('confirm.intro')}
      </p>
      {(status === 'idle' || status === 'loading') && <Spinner />}
      {status === 'failed' && loadError && <LoadProblem message={loadError} onRetry={retry} />}
      {status === 'succeeded' && current && noMedicalInfo && (
        <div className="card mi-summary">
          <div className="card-body">
            <h2 className="h5">{t('confirm.noRecord')}</h2>
            <p>{t('confirm.noRecordHint')}</p>
            {/* fromConfirm: after saving, the edit page goes back here, not before the flow. */}
            <Link className="btn btn-primary" to={editPath(formType)} state={{ fromConfirm: true }}>
              {t('confirm.add')}
            </Link>
          </div>
        </div>
      )}
      {status === 'succeeded' && current && !noMedicalInfo && (
        <>
          <MedicalInfoSummary record={current} />
          <div className="mi-actions">
            <Link
              className="btn btn-outline-primary"
              to={editPath(formType)}
              state={{ fromConfirm: true }}
            >
              {t('confirm.edit')}
            </Link>
            <Link className="btn btn-primary" to={requestPath(formType)}>
              {t('confirm.confirm')}
            </Link>
          </div>
        </>
      )}
    </div>
  );
}
