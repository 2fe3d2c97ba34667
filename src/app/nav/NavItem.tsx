import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';

export default function NavItem({
  to,
  end,
  children,
}: {
  to: string;
  end?: boolean;
  children: ReactNode;
}) {
  return (
    <li className="nav-item">
      <NavLink to={to} end={end ?? false} className="nav-link">
        {children}
      </NavLink>
    </li>
  );
}
