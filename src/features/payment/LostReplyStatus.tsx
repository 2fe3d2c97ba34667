import { useTranslation } from 'react-i18next';
import Spinner from '../../components/Spinner';
import type { LostReplyCheck } from './useChargeFlow';

interface Props {
  check: LostReplyCheck;
  busy: boolean;
  onCheckAgain: () => void;
}

/**
 * What the page knows of a charge whose answer was lost: the service being asked, or that it
 * could not be learnt (do not pay again) with 'Check again'. The status region is always there,
 * so what it comes to say is announced.
 */
export default function LostReplyStatus({ check, busy, onCheckAgain }: Props) {
  const { t } = useTranslation('payment');
  return (
    <>
      <div
        className={
          check
            ? `alert ${check === 'unknown' ? 'alert-warning' : 'alert-info'} mt-3 mb-0`
            : 'visually-hidden'
        }
        role="status"
      >
        {(check === 'checking' || check === 'rechecking') && (
          <span className="d-flex align-items-center gap-2">
            <Spinner inline />
            {t('lostReply.checking')}
          </span>
        )}
        {check === 'unknown' && (
          <>
            <p className="fw-semibold">{t('lostReply.unknown')}</p>
            <p className="mb-0">{t('lostReply.doNotPay')}</p>
          </>
        )}
      </div>
      {(check === 'unknown' || check === 'rechecking') && (
        <button
          type="button"
          className="btn btn-outline-primary mt-2"
          disabled={busy}
          onClick={onCheckAgain}
        >
          {t('lostReply.checkAgain')}
        </button>
      )}
    </>
  );
}
