import { createContext, useContext, useState, type Dispatch, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import BrandMark from './BrandMark';
import LanguageToggle from './LanguageToggle';

interface Props {
  id: string;
  brandTo: string;
  /** Below this Bootstrap breakpoint the links fold behind the menu button. */
  expand: 'lg' | 'xl';
  links: ReactNode;
  end: ReactNode;
  /** What the folded menu holds that the patient should know of: the button's name and a mark. */
  toggler?: { label: string; mark: ReactNode } | false;
}

type MenuState = [openOn: string | null, setOpenOn: Dispatch<string | null>];

/**
 * Where the menu's state lives when the bar is swapped while it is open: a patient who taps the
 * button on the stand-in bar (Layout.tsx) finds the menu still open when their own menu arrives.
 */
export const MenuStateContext = createContext<MenuState | null>(null);

// Bootstrap's navbar classes with a few lines of state: react-bootstrap's Navbar brings its
// transition machinery into every page's first download, which the speed budget cannot afford.
export default function NavShell({ id, brandTo, expand, links, end, toggler }: Props) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: moving to another page folds it.
  const own = useState<string | null>(null);
  const [openOn, setOpenOn] = useContext(MenuStateContext) ?? own;
  const open = openOn === pathname;

  return (
    <header className={`navbar navbar-expand-${expand} navbar-dark site-navbar`}>
      <div className="container">
        <BrandMark to={brandTo} />
        {/* The language stays one tap away on phones, outside the folded menu. */}
        <div
          className={`d-flex align-items-center gap-2 order-${expand}-last ms-auto ms-${expand}-3`}
        >
          <LanguageToggle />
          <button
            type="button"
            className="navbar-toggler position-relative"
            aria-controls={id}
            aria-expanded={open}
            aria-label={toggler ? toggler.label : t('nav.toggle')}
            onClick={() => setOpenOn(open ? null : pathname)}
          >
            <span className="navbar-toggler-icon" />
            {toggler && toggler.mark}
          </button>
        </div>
        <div id={id} className={`collapse navbar-collapse${open ? ' show' : ''}`}>
          <nav aria-label={t('nav.main')} className="me-auto">
            <ul className="navbar-nav">{links}</ul>
          </nav>
          <ul className={`navbar-nav align-items-${expand}-center gap-${expand}-2`}>{end}</ul>
        </div>
      </div>
    </header>
  );
}
