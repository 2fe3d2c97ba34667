import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';

export default function NavItem({
  to,
  end,
  label,
  children,
}: {
  to: string;
  end?: boolean;
  /** The link's accessible name when its visible text says less (a count shown as a number). */
  label?: string;
  children: ReactNode;
}) {
  return (
    <li className="nav-item">
      <NavLink to={to} end={end ?? false} className="nav-link" aria-label={label}>
        {children}
      </NavLink>
    </li>
  );
}
