import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import sampleNote from '../../assets/info/sample-sick-note.svg';
import { formatDollars } from '../../lib/money';
import CtaBand from './info/CtaBand';
import FaqSection from './info/FaqSection';
import IconList from './info/IconList';
import Icon from './info/icons';
import InfoPage from './info/InfoPage';
import InfoSection from './info/InfoSection';
import { PageLink } from './info/links';
import PriceSection from './info/PriceSection';
import ServiceButton from './info/ServiceButton';
import StepsSection from './info/StepsSection';
import { useFeeConfig } from './info/useFeeConfig';

const aboutItems = ['doctor', 'purpose', 'days', 'email'] as const;
// The portal's real order: the request is paid when it is sent, then a doctor reviews it.
const stepKeys = ['submit', 'pay', 'review', 'receive'] as const;
const payPoints = ['whenSent', 'card', 'mspMatch'] as const;
const faqKeys = [
  'days',
  'time',
  'cost',
  'refund',
  'format',
  'employer',
  'children',
  'verify',
] as const;

export default function SickNoteInfoPage() {
  const { t } = useTranslation('sicknoteInfo');
  const fees = useFeeConfig();

  return (
    <InfoPage
      t={t}
      actions={
        <>
          <ServiceButton to="/dashboard" className="btn btn-light btn-lg">
            {t('header.request')}
          </ServiceButton>
          <a href="#prices" className="btn btn-outline-light btn-lg">
            {t('header.prices')}
          </a>
        </>
      }
    >
      <InfoSection id="about" title={t('about.title')}>
        <div className="row g-4 align-items-start">
          <div className="col-lg-6">
            <IconList
              className="check-list check-list-lg"
              items={aboutItems.map((key) => ({ key, text: t(`about.items.${key}`) }))}
            />
          </div>
          <div className="col-lg-6">
            <aside className="info-callout info-callout-tip" aria-labelledby="employer-title">
              <Icon name="alert" />
              <div>
                <h3 id="employer-title" className="h6 mb-1">
                  {t('employer.title')}
                </h3>
                <p className="mb-0">{t('employer.text')}</p>
              </div>
            </aside>
          </div>
        </div>
      </InfoSection>

      <StepsSection t={t} keys={stepKeys} muted />

      <PriceSection
        t={t}
        itemHeader={t('prices.colWho')}
        rows={[
          {
            key: 'msp',
            item: t('prices.msp'),
            note: t('prices.mspNote'),
            price: formatDollars(fees.SICK_NOTE.MSP_ELIGIBLE),
          },
          {
            key: 'private',
            item: t('prices.private'),
            note: t('prices.privateNote'),
            price: formatDollars(fees.SICK_NOTE.PRIVATE),
          },
        ]}
        aside={
          <IconList
            className="check-list price-example mb-0"
            items={payPoints.map((key) => ({ key, text: t(`prices.points.${key}`) }))}
          />
        }
      />

      <InfoSection id="sample" title={t('sample.title')} muted>
        <div className="row g-4 g-lg-5 align-items-center">
          <div className="col-md-6 col-lg-5">
            <figure className="sample-note mb-0">
              <img src={sampleNote} alt={t('sample.alt')} width={600} height={780} loading="lazy" />
              <figcaption>{t('sample.caption')}</figcaption>
            </figure>
          </div>
          <div className="col-md-6 col-lg-7">
            <p className="lead sample-text">{t('sample.text')}</p>
            <div className="validate-teaser">
              <h3 className="h5">{t('validate.title')}</h3>
              <p>{t('validate.text')}</p>
              <Link to="/validate" className="btn btn-outline-primary">
                {t('validate.link')}
              </Link>
            </div>
          </div>
        </div>
      </InfoSection>

      <FaqSection
        id="sicknote-faq"
        t={t}
        keys={faqKeys}
        idPrefix="sicknote"
        values={{
          msp: formatDollars(fees.SICK_NOTE.MSP_ELIGIBLE),
          private: formatDollars(fees.SICK_NOTE.PRIVATE),
        }}
        components={{
          forms: <PageLink to="/medicalform" />,
          validate: <PageLink to="/validate" />,
        }}
      />

      <CtaBand id="sicknote-cta" title={t('cta.title')} text={t('cta.text')}>
        <ServiceButton to="/dashboard" className="btn btn-primary btn-lg">
          {t('cta.request')}
        </ServiceButton>
      </CtaBand>
    </InfoPage>
  );
}
