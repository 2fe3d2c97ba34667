import { Trans, useTranslation } from 'react-i18next';
import { env } from '../../config/env';
import { CLINIC_FEES } from '../../lib/clinicFees';
import { formatDollars } from '../../lib/money';
import CtaBand from './info/CtaBand';
import ExternalLink from '../../components/ExternalLink';
import IconList from './info/IconList';
import type { IconName } from './info/icons';
import InfoPage from './info/InfoPage';
import InfoSection from './info/InfoSection';
import PageCallout from './info/PageCallout';
import RuleCard from './info/RuleCard';
import LoginRegisterLinks from './LoginRegisterLinks';

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
    <InfoPage
      t={t}
      actions={
        <LoginRegisterLinks login={t('header.login')} register={t('header.register')} onBrand />
      }
    >
      <PageCallout>{t('walkIn')}</PageCallout>

      <InfoSection id="rules" title={t('rules.title')}>
        <ul className="rule-grid">
          {rules.map((rule) => (
            <RuleCard key={rule.key} icon={rule.icon}>
              <div>
                <h3 className="h5 rule-title">{t(`rules.${rule.key}.title`)}</h3>
                <p className="mb-0">{t(`rules.${rule.key}.text`, FEE_VALUES)}</p>
              </div>
            </RuleCard>
          ))}
        </ul>
      </InfoSection>

      <InfoSection id="types" title={t('types.title')} muted>
        <IconList
          className="check-list check-list-lg"
          items={[
            ...bookable.map((key) => ({ key, text: t(`types.${key}`) })),
            {
              key: 'immigration',
              icon: 'arrow',
              text: (
                <Trans
                  t={t}
                  i18nKey="types.immigration"
                  components={{ ext: <ExternalLink href={env.immigrationUrl} /> }}
                />
              ),
            },
          ]}
        />
      </InfoSection>

      <CtaBand id="booking-cta" title={t('cta.title')} text={t('cta.text')}>
        <LoginRegisterLinks login={t('cta.login')} register={t('cta.register')} />
      </CtaBand>
    </InfoPage>
  );
}
