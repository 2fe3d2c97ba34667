import { lazy, Suspense } from 'react';
import { AnnouncementBlock } from '../announcements';
import Hero from './home/Hero';
import HoursAndContact from './home/HoursAndContact';
import ServiceCards from './home/ServiceCards';

const FindUs = lazy(() => import('./home/FindUs'));

export default function HomePage() {
  return (
    <>
      <Hero />
      <div className="container">
        <AnnouncementBlock className="mt-4 mb-0" />
      </div>
      <ServiceCards />
      <HoursAndContact />
      {/* Below the fold on every screen: nothing visible moves while it arrives. */}
      <Suspense fallback={null}>
        <FindUs />
      </Suspense>
    </>
  );
}
