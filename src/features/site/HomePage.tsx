import { lazy, Suspense } from 'react';
import { AnnouncementBlock } from '../announcements';
import Hero from './home/Hero';
import HoursAndContact from './home/HoursAndContact';
import ServiceCards from './home/ServiceCards';
import { useNearViewport } from './home/useNearViewport';

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
      <FindUsWhenNear />
    </>
  );
}

// Below the fold on every screen, so it is fetched only as the visitor scrolls towards it. The
// stand-in keeps a screen's height, so the footer does not jump while it arrives.
const standIn = <div style={{ minHeight: '100vh' }} />;

function FindUsWhenNear() {
  const [ref, near] = useNearViewport<HTMLDivElement>('600px');
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={standIn}>
          <FindUs />
        </Suspense>
      ) : (
        standIn
      )}
    </div>
  );
}
