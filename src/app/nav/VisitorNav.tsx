import { useTranslation } from 'react-i18next';
import ExternalLink from '../../components/ExternalLink';
import { env } from '../../config/env';
import NavItem from './NavItem';
import NavShell from './NavShell';
import { REQUEST_INFO_LINKS } from './requestInfoLinks';

const links = [
  { to: '/', key: 'nav.home', end: true },
  { to: '/policies', key: 'nav.policies' },
  ...REQUEST_INFO_LINKS,
  { to: '/faq', key: 'nav.faq' },
  { to: '/bookappointment', key: 'nav.bookAppointment' },
  { to: '/immigration', key: 'nav.immigration' },
] as const;

export default function VisitorNav() {
  const { t } = useTranslation('common');
  return (
    <NavShell
      id="visitor-nav"
      brandTo="/"
      expand="xl"
      links={
        <>
          {links.map((link) => (
            <NavItem key={link.to} to={link.to} end={'end' in link}>
              {t(link.key)}
            </NavItem>
          ))}
          <li className="nav-item">
            <ExternalLink className="nav-link" href={env.immigrationUrl}>
              {t('nav.immigrationSite')}
            </ExternalLink>
          </li>
        </>
      }
      end={
        <>
          <NavItem to="/login">{t('nav.login')}</NavItem>
          <NavItem to="/register">{t('nav.register')}</NavItem>
        </>
      }
    />
  );
}
