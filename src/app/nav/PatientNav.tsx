import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../hooks';
import NavItem from './NavItem';
import NavShell from './NavShell';
import { selectUser } from '../../state/user/slice';

const links = [
  { to: '/dashboard', key: 'nav.dashboard' },
  { to: '/account', key: 'nav.account' },
  { to: '/message', key: 'nav.messages' },
  { to: '/sicknote', key: 'nav.sickNote' },
  { to: '/medicalform', key: 'nav.requestForm' },
] as const;

export default function PatientNav() {
  const { t } = useTranslation('common');
  const user = useAppSelector(selectUser);
  const name = user ? `${user.firstName} ${user.lastName}` : '';
  return (
    <NavShell
      id="patient-nav"
      brandTo="/dashboard"
      expand="lg"
      links={links.map((link) => (
        <NavItem key={link.to} to={link.to}>
          {t(link.key)}
        </NavItem>
      ))}
      end={
        <>
          {name && (
            <li className="navbar-text patient-name">
              <span className="visually-hidden">{t('nav.signedInAs', { name })}</span>
              <span aria-hidden="true">{name}</span>
            </li>
          )}
          <NavItem to="/logout">{t('nav.logout')}</NavItem>
        </>
      }
    />
  );
}
