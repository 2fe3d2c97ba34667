import { useTranslation } from 'react-i18next';
import type { Msg } from '../../api/message';
import { useMsg } from '../../i18n/useMsg';

/** The record could not be read: say so, and offer another try. */
export default function LoadProblem({ message, onRetry }: { message: Msg; onRetry: () => void }) {
  const { t } = useTranslation('medicalInfo');
  const render = useMsg();
  return (
    <div className="alert alert-danger d-flex flex-wrap align-items-center gap-3" role="alert">
      <span>{render(message)}</span>
      <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRetry}>
        {t('confirm.retry')}
      </button>
    </div>
  );
}
