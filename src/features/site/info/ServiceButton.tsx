import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { selectIsAuthenticated } from '../../../state/auth';

interface ServiceButtonProps {
  /** Where a logged-in patient starts the service. */
  to: string;
  className?: string;
  children: ReactNode;
}

/**
 * The main button of a service page: a patient goes straight to the service, a visitor to log in
 * first (the login page then takes them to their dashboard).
 */
export default function ServiceButton({ to, className, children }: ServiceButtonProps) {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  return (
    <Link to={isAuthenticated ? to : '/login'} className={className}>
      {children}
    </Link>
  );
}
