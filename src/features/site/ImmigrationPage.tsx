import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '../../config/env';
import { formatDollars } from '../../lib/money';
import ExternalLink from '../../components/ExternalLink';
import FaqSection from './info/FaqSection';
import Icon, { type IconName } from './info/icons';
import InfoPage from './info/InfoPage';
import InfoSection from './info/InfoSection';
import PriceTable from './info/PriceTable';
import RuleCard from './info/RuleCard';

// Immigration exam fees (docs/site.md#information-pages). They are set by the exam service, not the portal's fee
// configuration, so they are written here once.
const FEES = {
  canada: { young: 250, older: 325 },
  newZealand: { young: 300, older: 375 },
  further: 200,
  xray: { from: 80, to: 90 },
  lab: 80,
} as const;

const notes: readonly { key: string; icon: IconName }[] = [
  { key: 'report', icon: 'clock' },
  { key: 'reschedule', icon: 'calendar' },
  { key: 'bring', icon: 'card' },
];

const faqKeys = [
  'whoNeeds',
  'panel',
  'bring',
  'during',
  'tests',
  'pregnant',
  'children',
  'report',
  'copy',
  'further',
  'reschedule',
  'valid',
  'msp',
] as const;

/**
 * True once the page header (with its own booking button) has scrolled out of view, so only one
 * booking button is offered at a time. Without IntersectionObserver it is simply always true.
 */
function usePastHeader() {
  const marker = useRef<HTMLDivElement>(null);
  const [past, setPast] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = marker.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { marker, past };
}

export default function ImmigrationPage() {
  const { t } = useTranslation('immigration');
  const { marker, past } = usePastHeader();
  // A range in the page's language: "$80–$90", 「$80 至 $90」.
  const xrayRange = t('fees.range', {
    from: formatDollars(FEES.xray.from),
    to: formatDollars(FEES.xray.to),
  });

  const ageTable = (country: 'canada' | 'newZealand') => (
    <PriceTable
      caption={t(`fees.${country}.caption`)}
      itemHeader={t('fees.colAge')}
      priceHeader={t('fees.colFee')}
      rows={[
        {
          key: 'young',
          item: t(`fees.${country}.young`),
          price: formatDollars(FEES[country].young),
        },
        {
          key: 'older',
          item: t(`fees.${country}.older`),
          price: formatDollars(FEES[country].older),
        },
      ]}
    />
  );

  return (
    <InfoPage
      t={t}
      className="immigration-page"
      actions={
        <ExternalLink href={env.immigrationUrl} className="btn btn-light btn-lg">
          {t('header.book')}
        </ExternalLink>
      }
    >
      <div ref={marker} aria-hidden="true" />

      <InfoSection id="fees" title={t('fees.title')} intro={t('fees.intro')}>
        <div className="row g-4">
          <div className="col-md-6 col-lg-4">{ageTable('canada')}</div>
          <div className="col-md-6 col-lg-4">{ageTable('newZealand')}</div>
          <div className="col-lg-4">
            <PriceTable
              caption={t('fees.extra.caption')}
              itemHeader={t('fees.colService')}
              priceHeader={t('fees.colFee')}
              rows={[
                {
                  key: 'further',
                  item: t('fees.extra.further'),
                  note: t('fees.extra.furtherNote'),
                  price: formatDollars(FEES.further),
                },
                {
                  key: 'xray',
                  item: t('fees.extra.xray'),
                  price: xrayRange,
                },
                { key: 'lab', item: t('fees.extra.lab'), price: formatDollars(FEES.lab) },
              ]}
            />
          </div>
        </div>
      </InfoSection>

      <InfoSection id="good-to-know" title={t('notes.title')} muted>
        <ul className="rule-grid rule-grid-3">
          {notes.map((note) => (
            <RuleCard key={note.key} icon={note.icon}>
              <p className="mb-0">{t(`notes.${note.key}`)}</p>
            </RuleCard>
          ))}
        </ul>
      </InfoSection>

      <FaqSection
        id="immigration-faq"
        t={t}
        keys={faqKeys}
        idPrefix="ime"
        values={{
          xray: xrayRange,
          lab: formatDollars(FEES.lab),
          further: formatDollars(FEES.further),
        }}
      />

      {/* Sticky, not fixed: it rides along the bottom of the window while the page scrolls, and
          comes to rest in its own space after the questions, so it never covers the footer or
          the last answer. It shows once the header's button has scrolled away. */}
      <div className="floating-book" data-shown={past}>
        <ExternalLink
          href={env.immigrationUrl}
          className="btn btn-primary btn-lg floating-book-btn"
        >
          <Icon name="calendar" />
          <span>{t('floating.book')}</span>
        </ExternalLink>
      </div>
    </InfoPage>
  );
}
