import { Trans, useTranslation } from 'react-i18next';
import CardSection from '../../components/CardSection';
import type { RequestData } from '../requests';
import { formatCalendarDay } from '../../lib/calendarDay';
import { formatDollars } from '../../lib/money';
import { pagesFor } from '../../lib/validation/formRequest';
import type { FormType } from '../../lib/pricing';

/** What is being paid for, and the price, before the card is charged. */
export default function RequestSummary({ request }: { request: RequestData }) {
  const { t, i18n } = useTranslation(['payment', 'forms']);
  const lang = i18n.language === 'cn' ? 'cn' : 'en';
  const isSickNote = request.formType === 'sick-note';
  const purpose = request.timeOffIsFor;

  return (
    <CardSection titleId="pay-summary-title" title={t('summary.title')} className="pay-summary">
      <dl className="pay-summary-list">
        <dt>{t('summary.request')}</dt>
        <dd>{t(`summary.${request.formType}`)}</dd>
        {isSickNote ? (
          <>
            <dt>{t('summary.for')}</dt>
            <dd>{purpose ? t(`forms:sickNote.purpose.${purpose}`) : ''}</dd>
            <dt>{t('summary.dates')}</dt>
            <dd>
              {/* Each date on one line: the Chinese dates touch 至 (no space to break at), and
                  on a phone the line otherwise broke inside the second date, 11月 | 27日. */}
              <Trans
                t={t}
                i18nKey="summary.datesValue"
                values={{
                  start: formatCalendarDay(request.startTimeOff, lang),
                  end: formatCalendarDay(request.endOfTimeOff, lang),
                }}
                components={{ date: <span className="text-nowrap" /> }}
              />
            </dd>
            <dt>{t('summary.reason')}</dt>
          </>
        ) : (
          <>
            <dt>{t('summary.formType')}</dt>
            <dd>{purpose ? t(`forms:form.type.${purpose}`) : ''}</dd>
            <dt>{t('summary.pages')}</dt>
            <dd>{pagesFor(purpose as FormType, request.pageCount)}</dd>
            <dt>{t('summary.details')}</dt>
          </>
        )}
        <dd className="pay-summary-text">{request.timeOffReason}</dd>
      </dl>
      <div className="pay-total">
        <span>{t('summary.total')}</span>
        <span className="pay-total-amount">{formatDollars(request.calculatedPrice ?? 0)}</span>
      </div>
      <ul className="pay-notes">
        {isSickNote && request.isPrivate !== null && (
          <li>{request.isPrivate ? t('summary.private') : t('summary.msp')}</li>
        )}
        <li>{t('summary.gst')}</li>
        <li>{isSickNote ? t('summary.noRefund') : t('summary.formNext')}</li>
      </ul>
    </CardSection>
  );
}
