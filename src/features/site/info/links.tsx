import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

// Wrappers that <Trans> fills with translated words: each is a real element with its target
// fixed here, so a translation chooses the words of a link but never where it goes.

export function MailLink({ email, children }: { email: string; children?: ReactNode }) {
  return <a href={`mailto:${email}`}>{children}</a>;
}

export function PageLink({ to, children }: { to: string; children?: ReactNode }) {
  return <Link to={to}>{children}</Link>;
}
