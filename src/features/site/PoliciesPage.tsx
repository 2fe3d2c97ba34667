import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useBrand } from '../../config/useBrand';
import { CLINIC_FEES } from '../../lib/clinicFees';
import { formatDollars } from '../../lib/money';
import IconList from './info/IconList';
import Icon, { type IconName } from './info/icons';
import InfoPage from './info/InfoPage';
import InfoSection from './info/InfoSection';
import { MailLink } from './info/links';
import PartnerLinks from './info/PartnerLinks';
import PriceTable from './info/PriceTable';

const sections = ['cancellation', 'referrals', 'results', 'controlled', 'records'] as const;

interface PolicySectionProps {
  id: (typeof sections)[number];
  icon: IconName;
  title: string;
  children: ReactNode;
}

/** One policy: its anchor for the contents, a heading with its icon, and its words. */
function PolicySection({ id, icon, title, children }: PolicySectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="policy">
      <h2 id={`${id}-title`} className="policy-title">
        <span className="policy-icon">
          <Icon name={icon} size={22} />
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function PoliciesPage() {
  const { t } = useTranslation('policies');
  const brand = useBrand();

  return (
    <InfoPage t={t}>
      <div className="container page-section">
        <div className="row g-4 g-lg-5">
          <nav className="col-lg-3" aria-labelledby="policies-toc-title">
            <div className="policy-toc">
              <h2 id="policies-toc-title" className="h6 text-uppercase policy-toc-title">
                {t('toc.label')}
              </h2>
              <ul className="list-unstyled mb-0">
                {sections.map((section) => (
                  <li key={section}>
                    <a href={`#${section}`}>{t(`${section}.title`)}</a>
                  </li>
                ))}
                <li>
                  <a href="#partners">{t('partners.title')}</a>
                </li>
              </ul>
            </div>
          </nav>

          <div className="col-lg-9 policy-list">
            <PolicySection id="cancellation" icon="calendar" title={t('cancellation.title')}>
              <p>{t('cancellation.intro')}</p>
              <IconList
                className="check-list"
                icon="clock"
                items={[
                  { key: 'gp', text: t('cancellation.gp') },
                  { key: 'surgeon', text: t('cancellation.surgeon') },
                ]}
              />
              <h3 className="h5 mt-4">{t('cancellation.noShowTitle')}</h3>
              <p>{t('cancellation.noShowIntro')}</p>
              <PriceTable
                caption={t('cancellation.tableCaption')}
                itemHeader={t('cancellation.colAppointment')}
                priceHeader={t('cancellation.colFee')}
                rows={[
                  {
                    key: 'gp',
                    item: t('cancellation.gpRow'),
                    price: formatDollars(CLINIC_FEES.noShowGp),
                  },
                  {
                    key: 'specialist',
                    item: t('cancellation.specialistRow'),
                    price: formatDollars(CLINIC_FEES.noShowSpecialist),
                  },
                ]}
              />
              <p className="policy-note">
                <Icon name="alert" />
                <span>{t('cancellation.repeat')}</span>
              </p>
            </PolicySection>

            <PolicySection id="referrals" icon="person" title={t('referrals.title')}>
              <p>{t('referrals.p1')}</p>
              <p className="policy-key">{t('referrals.p2')}</p>
              <p className="mb-0">{t('referrals.p3')}</p>
            </PolicySection>

            <PolicySection id="results" icon="document" title={t('results.title')}>
              <p className="policy-key">{t('results.p1')}</p>
              <p>{t('results.p2')}</p>
              <p className="mb-0">{t('results.p3')}</p>
            </PolicySection>

            <PolicySection id="controlled" icon="shield" title={t('controlled.title')}>
              <p>{t('controlled.p1')}</p>
              <p>{t('controlled.p2')}</p>
              <p className="mb-0">{t('controlled.p3')}</p>
            </PolicySection>

            <PolicySection id="records" icon="card" title={t('records.title')}>
              <p>
                <Trans
                  t={t}
                  i18nKey="records.p1"
                  values={{ email: brand.serviceEmail }}
                  components={{ mail: <MailLink email={brand.serviceEmail} /> }}
                />
              </p>
              <PriceTable
                caption={t('records.tableCaption')}
                itemHeader={t('records.colItem')}
                priceHeader={t('records.colFee')}
                rows={[
                  {
                    key: 'cd',
                    item: t('records.cdRow'),
                    note: t('records.cdNote'),
                    price: formatDollars(CLINIC_FEES.recordsCd),
                  },
                  {
                    key: 'print',
                    item: t('records.printRow'),
                    note: t('records.printNote'),
                    price: t('records.printFee', {
                      amount: formatDollars(CLINIC_FEES.recordsPrintPage),
                    }),
                  },
                ]}
              />
              <p className="mt-3 mb-0">{t('records.p2')}</p>
            </PolicySection>
          </div>
        </div>
      </div>

      <InfoSection id="partners" title={t('partners.title')} intro={t('partners.intro')} muted>
        <PartnerLinks />
      </InfoSection>
    </InfoPage>
  );
}
