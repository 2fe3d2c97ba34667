import { useIdleLogout } from '../features/auth/useIdleLogout';
import { useClinicStatusConnection } from '../features/clinicStatus/useClinicStatusConnection';
import PatientNav from './nav/PatientNav';

/**
 * What only a logged-in patient needs around every page: their menu, the idle logout and the
 * clinic-system status connection. Layout loads it lazily, so visitors never download it.
 */
export default function PatientSession({ showNav }: { showNav: boolean }) {
  useIdleLogout();
  useClinicStatusConnection();
  return showNav ? <PatientNav /> : null;
}
