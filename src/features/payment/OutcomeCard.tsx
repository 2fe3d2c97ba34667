import type { ReactNode } from 'react';

/** How a payment ended, back from the bank's page: a card in the outcome's colour, its h2, and what to do next. */
export default function OutcomeCard({
  tone,
  title,
  children,
}: {
  tone: 'success' | 'danger' | 'warning';
  title: string;
  children: ReactNode;
}) {
  return (
    <div className={`card border-${tone}`}>
      <div className="card-body p-4">
        <h2 className={`h4 text-${tone}-emphasis`}>{title}</h2>
        {children}
      </div>
    </div>
  );
}
