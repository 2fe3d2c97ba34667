import { Trans, useTranslation } from 'react-i18next';
import { useBrand } from '../../config/useBrand';
import { CLINIC_FEES } from '../../lib/clinicFees';
import { formatDollars } from '../../lib/money';
import CtaBand from './info/CtaBand';
import FaqAccordion from './info/FaqAccordion';
import { faqItems } from './info/faqItems';
import InfoPage from './info/InfoPage';
import InfoSection from './info/InfoSection';
import { MailLink, PageLink } from './info/links';
import PageCallout from './info/PageCallout';
import { useFeeConfig } from './info/useFeeConfig';

// 21 questions (docs/site.md#information-pages), grouped so a patient finds theirs without reading them all.
const groups = [
  {
    key: 'account',
    items: [
      'changeDetails',
      'oneAccount',
      'bookForOthers',
      'userNotFound',
      'emailInUse',
      'existingCard',
      'privatePay',
      'forgotPassword',
      'loggedOut',
    ],
  },
  {
    key: 'appointments',
    items: [
      'howToBook',
      'cancel',
      'noShow',
      'telephone',
      'whatToBring',
      'languages',
      'outOfProvince',
    ],
  },
  {
    key: 'services',
    items: ['sickNote', 'forms', 'refills', 'labResults', 'privacy'],
  },
] as const;

export default function FaqPage() {
  const { t } = useTranslation('faq');
  const brand = useBrand();
  const fees = useFeeConfig();
  // Every amount from its one source: the clinic's fixed fees, and the sick-note fee config.
  const values = {
    email: brand.serviceEmail,
    noShowGp: formatDollars(CLINIC_FEES.noShowGp),
    noShowSpecialist: formatDollars(CLINIC_FEES.noShowSpecialist),
    sickNoteFee: formatDollars(fees.SICK_NOTE.MSP_ELIGIBLE),
  };
  const mail = <MailLink email={brand.serviceEmail} />;
  const components = {
    mail,
    forgot: <PageLink to="/forgotpassword" />,
    login: <PageLink to="/login" />,
    register: <PageLink to="/register" />,
    booking: <PageLink to="/bookappointment" />,
    policies: <PageLink to="/policies" />,
    sicknote: <PageLink to="/sicknote" />,
    forms: <PageLink to="/medicalform" />,
  };

  return (
    <InfoPage t={t}>
      <PageCallout warning>{t('emergency')}</PageCallout>
      {groups.map((group, index) => (
        <InfoSection
          key={group.key}
          id={`faq-${group.key}`}
          title={t(`groups.${group.key}`)}
          muted={index % 2 === 1}
        >
          <FaqAccordion
            items={faqItems(t, group.items, {
              base: 'items',
              idPrefix: 'faq',
              components,
              values,
            })}
          />
        </InfoSection>
      ))}
      <CtaBand
        id="faq-more"
        title={t('more.title')}
        text={
          <Trans
            t={t}
            i18nKey="more.text"
            values={{ email: brand.serviceEmail }}
            components={{ mail }}
          />
        }
      />
    </InfoPage>
  );
}
