import type { ReactNode } from 'react';
import Icon, { type IconName } from './icons';

export interface IconListItem {
  key: string;
  text: ReactNode;
  /** This item's own icon, in place of the list's. */
  icon?: IconName;
}

interface IconListProps {
  items: readonly IconListItem[];
  /** The list's look: check-list (and its sizes) or example-grid. */
  className: string;
  icon?: IconName;
}

/** A list whose every item opens with an icon: what a service covers, what to know. */
export default function IconList({ items, className, icon = 'check' }: IconListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.key}>
          <Icon name={item.icon ?? icon} />
          <span>{item.text}</span>
        </li>
      ))}
    </ul>
  );
}
