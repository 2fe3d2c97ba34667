import type { ReactNode } from 'react';
import Icon, { type IconName } from './icons';

/** One card of a rule grid: a large icon beside the rule's words. */
export default function RuleCard({ icon, children }: { icon: IconName; children: ReactNode }) {
  return (
    <li className="rule-card">
      <span className="rule-icon">
        <Icon name={icon} size={24} />
      </span>
      {children}
    </li>
  );
}
