import { createServiceThunk } from '../../state/serviceCore';
import { getOscarStatus } from './api';

/**
 * GET /services/oscarStatus: whether the clinic's records system answers. By the spec any
 * failure counts as offline (the slice hears the rejection), and it is quiet: the status is the
 * page's own notice, not the portal's banner or an ended session.
 */
export const fetchClinicStatus = createServiceThunk<boolean>(
  'clinicStatus/fetch',
  async () => (await getOscarStatus()).status === true,
  { quiet: true },
);
