import { useTranslation } from 'react-i18next';
import type { Msg } from '../../api/message';
import { useMsg } from '../../i18n/useMsg';

/** A load of the messages (the list, or one) failed: what failed, why, and Try again. */
export default function LoadFailed({
  text,
  error,
  onRetry,
}: {
  text: string;
  error: Msg | null | undefined;
  onRetry: () => void;
}) {
  const { t } = useTranslation('messages');
  const render = useMsg();
  return (
    <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
      <span className="flex-grow-1">
        {text} {error ? render(error) : ''}
      </span>
      <button type="button" className="btn btn-sm btn-outline-danger" onClick={onRetry}>
        {t('list.retry')}
      </button>
    </div>
  );
}
