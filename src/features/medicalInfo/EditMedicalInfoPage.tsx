import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import Spinner from '../../components/Spinner';
import FlowHeader from './FlowHeader';
import MedicalInfoForm from './form/MedicalInfoForm';
import { confirmPath, formTypeOf } from './formType';
import LoadProblem from './LoadProblem';
import { useMedicalInfo } from './useMedicalInfo';
import '../../styles/request-flow.css';
import './medicalInfo.css';

function cameFromConfirm(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'fromConfirm' in state;
}

/** /medicalInfo/edit?formType=…: add or update the medical information. */
export default function EditMedicalInfoPage() {
  const { t } = useTranslation('medicalInfo');
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const formType = formTypeOf(params);
  const { status, current, noMedicalInfo, loadError, retry } = useMedicalInfo();

  // Back to the page before (the confirm page, formType kept); opened directly, go there anyway.
  const back = () => {
    if (cameFromConfirm(location.state)) navigate(-1);
    else navigate(confirmPath(formType), { replace: true });
  };

  return (
    <div className="container page-section mi-page">
      <FlowHeader formType={formType} />
      {(status === 'idle' || status === 'loading') && <Spinner />}
      {status === 'failed' && loadError && (
        <>
          <h1 className="h2">{t('edit.titleUpdate')}</h1>
          <LoadProblem message={loadError} onRetry={retry} />
        </>
      )}
      {status === 'succeeded' && current && (
        <>
          <h1 className="h2">{noMedicalInfo ? t('edit.titleNew') : t('edit.titleUpdate')}</h1>
          <p className="lead req-lead">{t('edit.intro')}</p>
          <MedicalInfoForm onSaved={back} onCancel={back} />
        </>
      )}
    </div>
  );
}
