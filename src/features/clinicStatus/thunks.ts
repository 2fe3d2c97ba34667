import type { AppDispatch } from '../../app/store';
import { getOscarStatus } from './api';
import { clinicStatusChanged } from './slice';

/** GET /services/oscarStatus; by the spec any failure counts as offline. */
export const fetchClinicStatus = () => async (dispatch: AppDispatch) => {
  try {
    const reply = await getOscarStatus();
    dispatch(clinicStatusChanged(reply.status === true));
  } catch {
    dispatch(clinicStatusChanged(false));
  }
};
