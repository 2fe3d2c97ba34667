import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../config/useBrand';
import type { Receipt } from './receipt';
import { receiptText } from './receiptText';
import { useEnglishTexts } from './useEnglishTexts';

const NAMESPACES = ['receipts', 'forms'] as const;

/**
 * A text in the page's language and, when it reads differently, its English on the line below:
 * how a Hong Kong receipt labels each line (病人 / Patient), so an insurer reads it too.
 */
function Both({ text, en }: { text: string; en?: string | null }) {
  return (
    <>
      {text}
      {en && en !== text && (
        <>
          {' '}
          <span lang="en" className="receipt-en">
            {en}
          </span>
        </>
      )}
    </>
  );
}

/**
 * One payment's receipt (docs/requests.md#receipts): in English on an English page; on a Chinese
 * page, every label and value in Chinese with the English beside it, since the patient reads
 * Chinese and a Canadian insurer reads English.
 */
export default function ReceiptSheet({ receipt }: { receipt: Receipt }) {
  const { t, i18n } = useTranslation(NAMESPACES);
  const lang = i18n.language === 'cn' ? 'cn' : 'en';
  const english = useEnglishTexts(NAMESPACES);
  const brand = useBrand();
  const gstNumber = brand.gstNumber ?? null;
  const text = receiptText(receipt, t, lang, gstNumber);
  const en = english ? receiptText(receipt, english, 'en', gstNumber) : null;
  const name = brand.name[lang];

  return (
    <article className="receipt" aria-labelledby="receipt-title">
      <header className="receipt-clinic">
        <img className="receipt-mark" src={brand.logo} alt="" width="48" height="48" />
        <div>
          <p className="receipt-clinic-name">{name}</p>
          {/* The registered name, as registered: in English, never translated. */}
          {brand.legalName !== name && <p lang="en">{brand.legalName}</p>}
          <p>{brand.address.full[lang]}</p>
          {en && <p lang="en">{brand.address.full.en}</p>}
          <dl className="receipt-contact">
            <dt>
              <Both text={text.email} en={en?.email} />
            </dt>
            <dd>{brand.serviceEmail}</dd>
            {brand.phone && (
              <>
                <dt>
                  <Both text={text.phone} en={en?.phone} />
                </dt>
                <dd>{brand.phone}</dd>
              </>
            )}
          </dl>
        </div>
      </header>

      <h1 id="receipt-title" className="receipt-title">
        <Both text={text.title} en={en?.title} />
      </h1>
      <p className="receipt-lead">{t('lead')}</p>

      <dl className="receipt-fields">
        {text.lines.map((line, index) => (
          <Fragment key={line.field}>
            <dt>
              <Both text={line.label} en={en?.lines[index]?.label} />
            </dt>
            <dd className={line.field === 'reference' ? 'receipt-reference' : undefined}>
              {line.field === 'amount' ? (
                <span className="receipt-amount">
                  <Both text={line.value} en={en?.lines[index]?.value} />
                </span>
              ) : (
                <Both text={line.value} en={en?.lines[index]?.value} />
              )}
              {line.field === 'amount' && text.gst && (
                <span className="receipt-gst">
                  <Both text={text.gst} en={en?.gst} />
                </span>
              )}
            </dd>
          </Fragment>
        ))}
      </dl>
      {text.note && (
        <p className="receipt-note">
          <Both text={text.note} en={en?.note} />
        </p>
      )}
    </article>
  );
}
