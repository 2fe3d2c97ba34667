import { useTranslation } from 'react-i18next';
import { useBrand } from '../../config/useBrand';
import { formatDollars } from '../../lib/money';
import { formPrice } from '../../lib/pricing';
import CtaBand from './info/CtaBand';
import FaqSection from './info/FaqSection';
import IconList from './info/IconList';
import InfoPage from './info/InfoPage';
import InfoSection from './info/InfoSection';
import { MailLink, PageLink } from './info/links';
import PriceSection from './info/PriceSection';
import ServiceButton from './info/ServiceButton';
import StepsSection from './info/StepsSection';
import { useFeeConfig } from './info/useFeeConfig';

const FORM_START = '/medicalInfo?formType=school-work-form';
const EXAMPLE_PAGES = 3;

// The portal's real order: the questions, payment, then the upload (docs/requests.md#request-flows).
const stepKeys = ['questions', 'pay', 'upload', 'review', 'receive'] as const;
const examples = [
  'worksafebc',
  'icbc',
  'disability',
  'ei',
  'returnTo',
  'insurance',
  'fitness',
] as const;
const faqKeys = ['msp', 'patient', 'payment', 'urgent', 'rejected', 'minimum', 'time'] as const;

export default function MedicalFormInfoPage() {
  const { t } = useTranslation('medicalformInfo');
  const brand = useBrand();
  const fees = useFeeConfig();
  const form = fees.SCHOOL_WORK_FORM;
  const exampleTotal = formPrice('work', EXAMPLE_PAGES, fees);

  return (
    <InfoPage
      t={t}
      actions={
        <>
          <ServiceButton to={FORM_START} className="btn btn-light btn-lg">
            {t('header.fill')}
          </ServiceButton>
          <a href="#prices" className="btn btn-outline-light btn-lg">
            {t('header.prices')}
          </a>
        </>
      }
    >
      <StepsSection t={t} keys={stepKeys} />

      <InfoSection id="examples" title={t('examples.title')} intro={t('examples.intro')} muted>
        <IconList
          className="example-grid"
          icon="document"
          items={examples.map((key) => ({ key, text: t(`examples.${key}`) }))}
        />
      </InfoSection>

      <PriceSection
        t={t}
        itemHeader={t('prices.colItem')}
        rows={[
          { key: 'first', item: t('prices.first'), price: formatDollars(form.FIRST_PAGE) },
          {
            key: 'additional',
            item: t('prices.additional'),
            price: formatDollars(form.ADDITIONAL_PAGE),
          },
          {
            key: 'disability',
            item: t('prices.disability'),
            note: t('prices.disabilityNote'),
            price: t('prices.flat', { amount: formatDollars(form.DISABILITY_FLAT_FEE) }),
          },
        ]}
        aside={
          exampleTotal !== null && (
            <div className="price-example">
              <h3 className="h6 mb-2">{t('prices.exampleTitle')}</h3>
              <p className="mb-2">
                {t('prices.example', {
                  first: formatDollars(form.FIRST_PAGE),
                  additional: formatDollars(form.ADDITIONAL_PAGE),
                })}
              </p>
              <p className="price-example-total mb-0">
                {t('prices.exampleTotal', { total: formatDollars(exampleTotal) })}
              </p>
            </div>
          )
        }
      />

      <FaqSection
        id="form-faq"
        t={t}
        keys={faqKeys}
        idPrefix="form"
        muted
        components={{
          mail: <MailLink email={brand.serviceEmail} />,
          register: <PageLink to="/register" />,
        }}
        values={{ email: brand.serviceEmail, minimum: formatDollars(form.FIRST_PAGE) }}
      />

      <CtaBand id="form-cta" title={t('cta.title')} text={t('cta.text')}>
        <ServiceButton to={FORM_START} className="btn btn-primary btn-lg">
          {t('cta.fill')}
        </ServiceButton>
      </CtaBand>
    </InfoPage>
  );
}
