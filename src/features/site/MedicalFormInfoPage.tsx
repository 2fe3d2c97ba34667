import { useTranslation } from 'react-i18next';
import { useBrand } from '../../config/useBrand';
import { formatDollars } from '../../lib/money';
import { formPrice } from '../../lib/pricing';
import CtaBand from './info/CtaBand';
import FaqAccordion from './info/FaqAccordion';
import { faqItems } from './info/faqItems';
import Icon from './info/icons';
import InfoSection from './info/InfoSection';
import { MailLink, PageLink } from './info/links';
import PageHeader from './info/PageHeader';
import PriceTable from './info/PriceTable';
import ServiceButton from './info/ServiceButton';
import Steps from './info/Steps';
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
    <div className="info-page">
      <PageHeader
        eyebrow={t('header.eyebrow')}
        title={t('header.title')}
        lead={t('header.lead')}
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
      />

      <InfoSection id="how-it-works" title={t('steps.title')}>
        <Steps
          steps={stepKeys.map((key) => ({
            key,
            title: t(`steps.${key}.title`),
            text: t(`steps.${key}.text`),
          }))}
        />
      </InfoSection>

      <InfoSection id="examples" title={t('examples.title')} intro={t('examples.intro')} muted>
        <ul className="example-grid">
          {examples.map((key) => (
            <li key={key}>
              <Icon name="document" />
              <span>{t(`examples.${key}`)}</span>
            </li>
          ))}
        </ul>
      </InfoSection>

      <InfoSection id="prices" title={t('prices.title')}>
        <div className="row g-4 align-items-start">
          <div className="col-lg-7">
            <PriceTable
              caption={t('prices.caption')}
              itemHeader={t('prices.colItem')}
              priceHeader={t('prices.colFee')}
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
              footnote={t('prices.footnote')}
            />
          </div>
          {exampleTotal !== null && (
            <div className="col-lg-5">
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
            </div>
          )}
        </div>
      </InfoSection>

      <InfoSection id="form-faq" title={t('faq.title')} muted>
        <FaqAccordion
          items={faqItems(t, faqKeys, {
            base: 'faq.items',
            idPrefix: 'form',
            components: {
              mail: <MailLink email={brand.serviceEmail} />,
              register: <PageLink to="/register" />,
            },
            values: { email: brand.serviceEmail, minimum: formatDollars(form.FIRST_PAGE) },
          })}
        />
      </InfoSection>

      <CtaBand id="form-cta" title={t('cta.title')} text={t('cta.text')}>
        <ServiceButton to={FORM_START} className="btn btn-primary btn-lg">
          {t('cta.fill')}
        </ServiceButton>
      </CtaBand>
    </div>
  );
}
