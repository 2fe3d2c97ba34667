import type { ReactNode } from 'react';

interface HomeCardProps {
  title: string;
  /** The card that asks the patient to act: tinted, with its buttons kept at its foot. */
  action?: boolean;
  children: ReactNode;
}

/** One of the home page's cards of three to a row: the clinic's hours, contact, booking, map. */
export default function HomeCard({ title, action = false, children }: HomeCardProps) {
  return (
    <div className="col-lg-4">
      <div className={action ? 'card h-100 info-card bg-primary-subtle' : 'card h-100 info-card'}>
        <div className={action ? 'card-body d-flex flex-column' : 'card-body'}>
          <h3 className="h5">{title}</h3>
          {children}
        </div>
      </div>
    </div>
  );
}
