import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectUserId } from '../../state/user/slice';
import ReceiptSheet from './ReceiptSheet';
import { findReceipt } from './receiptStore';
import './receipts.css';

/** While the receipt is on screen, printing shows it alone (receipts.css). */
const PRINT_CLASS = 'receipt-print';

/**
 * /receipts/:id: one payment's receipt, kept by this tab for the rest of the session, to print or
 * save as a one-page PDF for an insurer. An id this tab does not hold shows that plainly.
 */
export default function ReceiptPage() {
  const { t } = useTranslation('receipts');
  const { id = '' } = useParams();
  // The page is a patient's (routes.tsx): it renders once the patient is loaded.
  const userId = useAppSelector(selectUserId);
  // Read once: the receipt does not change while it is shown. Only its owner's.
  const [receipt] = useState(() => findReceipt(id, userId));

  useEffect(() => {
    const root = document.documentElement;
    root.classList.add(PRINT_CLASS);
    return () => root.classList.remove(PRINT_CLASS);
  }, []);

  if (!receipt) {
    return (
      <div className="container page-section receipt-page">
        <h1>{t('missing.title')}</h1>
        <p>{t('missing.body')}</p>
        <Link className="btn btn-primary" to="/dashboard">
          {t('dashboard')}
        </Link>
      </div>
    );
  }

  return (
    <div className="container page-section receipt-page">
      <ReceiptSheet receipt={receipt} />
      <div className="receipt-actions d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          {t('print')}
        </button>
        <Link className="btn btn-outline-secondary" to="/dashboard">
          {t('dashboard')}
        </Link>
      </div>
    </div>
  );
}
