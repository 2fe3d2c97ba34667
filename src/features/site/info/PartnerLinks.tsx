import { useTranslation } from 'react-i18next';
import ExternalLink from '../../../components/ExternalLink';

interface Partner {
  key: 'healthlink' | 'msp' | 'icbc' | 'worksafebc';
  /** Proper names stay as they are in both languages. */
  name: string;
  /** The short word on our badge: our own lettering, never the organisation's logo artwork. */
  mark: string;
  href: string;
}

const partners: readonly Partner[] = [
  { key: 'healthlink', name: 'HealthLink BC', mark: '8-1-1', href: 'https://www.healthlinkbc.ca' },
  {
    key: 'msp',
    name: 'Health Insurance BC (MSP)',
    mark: 'MSP',
    href: 'https://www2.gov.bc.ca/gov/content/health/health-drug-coverage/msp',
  },
  { key: 'icbc', name: 'ICBC', mark: 'ICBC', href: 'https://www.icbc.com' },
  { key: 'worksafebc', name: 'WorkSafeBC', mark: 'WSBC', href: 'https://www.worksafebc.com' },
];

function Badge({ mark }: { mark: string }) {
  return (
    <svg
      className="partner-badge"
      viewBox="0 0 72 72"
      width="72"
      height="72"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="1.5" y="1.5" width="69" height="69" rx="14" className="partner-badge-bg" />
      <text
        x="36"
        y="41"
        textAnchor="middle"
        className="partner-badge-text"
        textLength={mark.length > 3 ? 52 : undefined}
        lengthAdjust="spacingAndGlyphs"
      >
        {mark}
      </text>
    </svg>
  );
}

/** Public B.C. services a patient often needs next, as named cards that open in a new window. */
export default function PartnerLinks() {
  const { t } = useTranslation('policies');
  return (
    <ul className="partner-links" aria-label={t('partners.listLabel')}>
      {partners.map((partner) => (
        <li key={partner.key}>
          <ExternalLink href={partner.href} className="partner-link">
            <Badge mark={partner.mark} />
            <span className="partner-link-text">
              <span className="partner-link-name">{partner.name}</span>
              <span className="partner-link-desc">{t(`partners.${partner.key}`)}</span>
            </span>
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
