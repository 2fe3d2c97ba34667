import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../hooks';
import LogOutButton from '../../features/auth/LogOutButton';
import NavItem from './NavItem';
import NavShell from './NavShell';
import { REQUEST_INFO_LINKS } from './requestInfoLinks';
import { useAwaitingReply } from './useAwaitingReply';
import { selectUser } from '../../state/user/slice';

const links = [
  { to: '/dashboard', key: 'nav.dashboard' },
  { to: '/account', key: 'nav.account' },
  { to: '/message', key: 'nav.messages' },
  ...REQUEST_INFO_LINKS,
] as const;

// Out of the flow (absolute), so the number arriving moves nothing: beside 'Messages', in room the
// link always keeps for it (me-lg-3), and on the menu button's corner. The link's and the button's
// names say it in words, so screen readers skip the marks. The button's mark stays inside its
// right edge: the button sits at the edge of a phone's screen, and past it the page would scroll.
const BADGE = 'position-absolute badge rounded-pill text-bg-warning';
const BESIDE = `${BADGE} top-0 start-100 translate-middle-y ms-1`;
const ON_CORNER = `${BADGE} top-0 end-0 translate-middle-y`;

export default function PatientNav() {
  const { t } = useTranslation('common');
  const user = useAppSelector(selectUser);
  const name = user ? `${user.firstName} ${user.lastName}` : '';
  // docs/messages.md#messages-awaiting-a-reply: 0 shows nothing.
  const { count, atLeast } = useAwaitingReply();
  const awaiting = count > 0 && { count, context: atLeast ? 'atLeast' : undefined };
  const shown = atLeast ? `${count}+` : count;
  return (
    <NavShell
      id="patient-nav"
      brandTo="/dashboard"
      expand="lg"
      toggler={
        awaiting && {
          label: t('nav.toggleAwaiting', awaiting),
          mark: (
            <span className={ON_CORNER} aria-hidden="true">
              {shown}
            </span>
          ),
        }
      }
      links={links.map((link) => (
        <NavItem
          key={link.to}
          to={link.to}
          label={
            awaiting && link.to === '/message' ? t('nav.messagesAwaiting', awaiting) : undefined
          }
        >
          {link.to === '/message' ? (
            <span className="position-relative me-lg-3">
              {t(link.key)}
              {awaiting && (
                <span className={BESIDE} aria-hidden="true">
                  {shown}
                </span>
              )}
            </span>
          ) : (
            t(link.key)
          )}
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
          <li className="nav-item">
            <LogOutButton className="nav-link" />
          </li>
        </>
      }
    />
  );
}
