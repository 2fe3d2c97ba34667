import { useLocation } from 'react-router-dom';
import { isMeasured, useAnalyticsChoice, usePageViews } from './analytics';
import AnalyticsConsent from './AnalyticsConsent';

/**
 * Everything analytics does around the pages, in a chunk of its own that only a build with a
 * measurement id has (Layout loads it): page views once accepted, and the question until the
 * visitor answers. Without an id none of this is in the first load of any page.
 */
export default function AnalyticsHost() {
  const { pathname } = useLocation();
  usePageViews();
  const choice = useAnalyticsChoice();
  // Not on the pages nothing is measured from (token links, payment returns): no question there.
  return choice === null && isMeasured(pathname) ? <AnalyticsConsent /> : null;
}
