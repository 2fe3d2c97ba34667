import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { keepUploadToken, uploadTarget, type PaidIds } from './uploadLink';

/** 'Upload documents' for a paid form: the token is kept in this tab as the patient follows it. */
export default function UploadLink({ ids }: { ids: PaidIds }) {
  const { t } = useTranslation('payment');
  return (
    <Link className="btn btn-primary" to={uploadTarget(ids)} onClick={() => keepUploadToken(ids)}>
      {t('success.upload')}
    </Link>
  );
}
