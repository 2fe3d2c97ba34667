import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { useBrand } from '../../config/useBrand';
import { selectUserId } from '../../state/user/slice';
import { formatDateTime } from '../../lib/dates';
import { formatDollars } from '../../lib/money';
import { cardBrandName, type Receipt } from './receipt';
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

function ReceiptSheet({ receipt }: { receipt: Receipt }) {
  const { t, i18n } = useTranslation(['receipts', 'forms']);
  const lang = i18n.language === 'cn' ? 'cn' : 'en';
  const brand = useBrand();
  const name = brand.name[lang];
  const { service, card } = receipt;
  const cardBrand = card ? cardBrandName(card.brand) : null;

  return (
    <article className="receipt" aria-labelledby="receipt-title">
      <header className="receipt-clinic">
        <img className="receipt-mark" src={brand.logo} alt="" width="48" height="48" />
        <div>
          <p className="receipt-clinic-name">{name}</p>
          {brand.legalName !== name && <p>{brand.legalName}</p>}
          <p>{brand.address.full[lang]}</p>
          <p>
            {t('clinic.email', { email: brand.serviceEmail })}
            {brand.phone && (
              <>
                <span className="receipt-sep" aria-hidden="true">
                  {' · '}
                </span>
                {t('clinic.phone', { phone: brand.phone })}
              </>
            )}
          </p>
        </div>
      </header>

      <h1 id="receipt-title" className="receipt-title">
        {t('title')}
      </h1>
      <p className="receipt-lead">{t('lead')}</p>

      <dl className="receipt-fields">
        <dt>{t('fields.patient')}</dt>
        <dd>{receipt.patientName}</dd>
        <dt>{t('fields.service')}</dt>
        <dd>
          {service.kind === 'sick-note'
            ? t('service.sick-note')
            : t('service.form', {
                type: t(`forms:form.type.${service.formType}`),
                count: service.pages,
              })}
        </dd>
        <dt>{t('fields.paidAt')}</dt>
        <dd>{t('paidAtValue', { when: formatDateTime(receipt.paidAt, lang) })}</dd>
        <dt>{t('fields.amount')}</dt>
        <dd>
          <span className="receipt-amount">
            {t('amountValue', { amount: formatDollars(receipt.amount) })}
          </span>
          <br />
          {t('gst')}
        </dd>
        {receipt.reference && (
          <>
            <dt>{t('fields.reference')}</dt>
            <dd className="receipt-reference">{receipt.reference}</dd>
          </>
        )}
        {card && (
          <>
            <dt>{t('fields.card')}</dt>
            <dd>
              {cardBrand
                ? t('card.named', { brand: cardBrand, last4: card.last4 })
                : t('card.other', { last4: card.last4 })}
            </dd>
          </>
        )}
      </dl>
      {service.kind === 'form' && <p className="receipt-note">{t('notCovered')}</p>}
    </article>
  );
}
