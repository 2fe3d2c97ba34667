// Line icons for the service cards, drawn in currentColor so they follow the brand theme.

import type { ReactNode } from 'react';
import LineIcon from '../../../components/LineIcon';

export type ServiceIcon = 'note' | 'form' | 'clinic' | 'pill' | 'globe' | 'phone';

const paths: Record<ServiceIcon, ReactNode> = {
  note: (
    <>
      <path d="M6 3h9l3 3v15H6z" />
      <path d="M9 9h6M9 13h6M9 17h3" />
    </>
  ),
  form: (
    <>
      <rect x="5" y="4" width="14" height="17" rx="2" />
      <path d="M9 4V3h6v1M8.5 11l1.5 1.5L13 9.5M8.5 17h7" />
    </>
  ),
  clinic: (
    <>
      <path d="M4 21V9l8-5 8 5v12z" />
      <path d="M12 10v6M9 13h6M4 21h16" />
    </>
  ),
  pill: (
    <>
      <rect x="3" y="8.5" width="18" height="7" rx="3.5" transform="rotate(-45 12 12)" />
      <path d="m9.5 9.5 5 5" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9" />
    </>
  ),
  phone: (
    <path d="M5 4h3.5l1.5 4.5-2 1.5a11 11 0 0 0 6 6l1.5-2L20 15.5V19a2 2 0 0 1-2 2A15 15 0 0 1 3 6a2 2 0 0 1 2-2" />
  ),
};

export function ServiceIconSvg({ name }: { name: ServiceIcon }) {
  return (
    <LineIcon size={28} strokeWidth="1.8">
      {paths[name]}
    </LineIcon>
  );
}
