import Directions from './Directions';
import MapSection from './MapSection';

/**
 * "How to find us" and the map: far down the page, so HomePage fetches them only as the visitor
 * scrolls towards them.
 */
export default function FindUs() {
  return (
    <>
      <Directions />
      <MapSection />
    </>
  );
}
