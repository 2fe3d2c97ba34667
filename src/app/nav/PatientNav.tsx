import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../hooks';
import NavItem from './NavItem';
import NavShell from './NavShell';
import { useAwaitingReply } from './useAwaitingReply';
import { selectUser } from '../../state/user/slice';

const links = [
  { to: '/dashboard', key: 'nav.dashboard' },
  { to: '/account', key: 'nav.account' },
  { to: '/message', key: 'nav.messages' },
  { to: '/sicknote', key: 'nav.sickNote' },
  { to: '/medicalform', key: 'nav.requestForm' },
] as const;

// Out of the flow (absolute), so the number arriving moves no other link; the link's and the
// menu button's names say it in words, so screen readers skip the marks.
const BADGE =
  'position-absolute top-0 start-100 translate-middle badge rounded-pill text-bg-warning';
const DOT = 'position-absolute top-0 start-100 translate-middle p-1 rounded-circle bg-warning';

export default function PatientNav() {
  const { t } = useTranslation('common');
  const user = useAppSelector(selectUser);
  const name = user ? `${user.firstName} ${user.lastName}` : '';
  // docs/messages.md#messages-awaiting-a-reply: 0 shows nothing.
  const { count, atLeast } = useAwaitingReply();
  const awaiting = count > 0 && { count, context: atLeast ? 'atLeast' : undefined };
  return (
    <NavShell
      id="patient-nav"
      brandTo="/dashboard"
      expand="lg"
      toggler={
        awaiting && { label: t('nav.toggleAwaiting', awaiting), mark: <span className={DOT} /> }
      }
      links={links.map((link) => {
        const badge = awaiting && link.to === '/message';
        return (
          <NavItem
            key={link.to}
            to={link.to}
            label={badge ? t('nav.messagesAwaiting', awaiting) : undefined}
          >
            {badge ? (
              <span className="position-relative">
                {t(link.key)}
                <span className={BADGE} aria-hidden="true">
                  {atLeast ? `${count}+` : count}
                </span>
              </span>
            ) : (
              t(link.key)
            )}
          </NavItem>
        );
      })}
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
