import Directions from './Directions';
import MapSection from './MapSection';

/**
 * "How to find us" and the map: far down the page, so they arrive in their own small download
 * right after the page shows, keeping the home page's first download within its budget.
 */
export default function FindUs() {
  return (
    <>
      <Directions />
      <MapSection />
    </>
  );
}
