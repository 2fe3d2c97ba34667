import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { env } from '../../config/env';
import { CLINIC_FEES } from '../../lib/clinicFees';
import { formatDollars } from '../../lib/money';
import CtaBand from './info/CtaBand';
import ExternalLink from './info/ExternalLink';
import Icon, { type IconName } from './info/icons';
import InfoSection from './info/InfoSection';
import PageHeader from './info/PageHeader';

const rules: readonly { key: string; icon: IconName }[] = [
  { key: 'card', icon: 'card' },
  { key: 'cancel', icon: 'calendar' },
  { key: 'noShow', icon: 'alert' },
  { key: 'onePatient', icon: 'person' },
  { key: 'arrive', icon: 'clock' },
  { key: 'phone', icon: 'phone' },
];

const bookable = ['familyMedicine', 'icbc', 'driver'] as const;

/** The missed-appointment fees, from the clinic's fixed fees, for the rule that names them. */
const FEE_VALUES = {
  noShowGp: formatDollars(CLINIC_FEES.noShowGp),
  noShowSpecialist: formatDollars(CLINIC_FEES.noShowSpecialist),
};

export default function BookAppointmentPage() {
  const { t } = useTranslation('booking');

  return (
    <div className="info-page">
      <PageHeader
        eyebrow={t('header.eyebrow')}
        title={t('header.title')}
        lead={t('header.lead')}
        actions={
          <>
            <Link to="/login" className="btn btn-light btn-lg">
              {t('header.login')}
            </Link>
            <Link to="/register" className="btn btn-outline-light btn-lg">
              {t('header.register')}
            </Link>
          </>
        }
      />
      <div className="container pt-4">
        <p className="info-callout mb-0">
          <Icon name="alert" />
          <span>{t('walkIn')}</span>
        </p>
      </div>

      <InfoSection id="rules" title={t('rules.title')}>
        <ul className="rule-grid">
          {rules.map((rule) => (
            <li key={rule.key} className="rule-card">
              <span className="rule-icon">
                <Icon name={rule.icon} size={24} />
              </span>
              <div>
                <h3 className="h5 rule-title">{t(`rules.${rule.key}.title`)}</h3>
                <p className="mb-0">{t(`rules.${rule.key}.text`, FEE_VALUES)}</p>
              </div>
            </li>
          ))}
        </ul>
      </InfoSection>

      <InfoSection id="types" title={t('types.title')} muted>
        <ul className="check-list check-list-lg">
          {bookable.map((key) => (
            <li key={key}>
              <Icon name="check" />
              <span>{t(`types.${key}`)}</span>
            </li>
          ))}
          <li>
            <Icon name="arrow" />
            <span>
              <Trans
                t={t}
                i18nKey="types.immigration"
                components={{ ext: <ExternalLink href={env.immigrationUrl} /> }}
              />
            </span>
          </li>
        </ul>
      </InfoSection>

      <CtaBand id="booking-cta" title={t('cta.title')} text={t('cta.text')}>
        <Link to="/login" className="btn btn-primary btn-lg">
          {t('cta.login')}
        </Link>
        <Link to="/register" className="btn btn-outline-primary btn-lg">
          {t('cta.register')}
        </Link>
      </CtaBand>
    </div>
  );
}
