import { msgKey } from '../../api/message';
import type { MedicalInfoRecord } from '../../api/types';
import { createServiceThunk } from '../../state/serviceThunk';
import { getMedicalInfo } from './api';
import { emptyRecord } from './record';

export interface MedicalInfoLoaded {
  current: MedicalInfoRecord;
  past: MedicalInfoRecord[];
  /** True when the service holds no record for the patient (current is then a template). */
  none: boolean;
}

/**
 * GET /services/medical-info; 'Server error' when it fails (an expired session says so instead,
 * and logs out through the service thunk's listener). The slice keeps its answer, so this file
 * reads no slice.
 */
export const loadMedicalInfo = createServiceThunk<MedicalInfoLoaded>(
  'medicalInfo/load',
  async () => {
    const reply = await getMedicalInfo();
    // The first record is current, the rest history; none gets an empty template.
    const [current, ...past] = Array.isArray(reply.medicalInfo) ? reply.medicalInfo : [];
    return { current: current ?? emptyRecord(), past, none: current === undefined };
  },
  { fallback: msgKey('medicalInfo:errors.load'), statusWords: false },
  // Two screens may ask at once (and StrictMode twice): one call is enough.
  { condition: (_, { getState }) => getState().medicalInfo?.load.status !== 'loading' },
);
