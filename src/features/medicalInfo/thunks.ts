import { msgKey, type Msg } from '../../api/message';
import type { Drug, IcdCondition, MedicalInfoRecord } from '../../api/types';
import {
  validateMedicalInfo,
  type MedicalInfoError,
  type MedicalInfoPart,
} from './rules/validation';
import { setAlert } from '../../state/alerts/actions';
import { ALERT_DURATION } from '../../state/alerts/slice';
import { createServiceThunk, type ServiceThunk } from '../../state/serviceThunk';
import { getMedicalInfoById, postMedicalInfo, searchDrugsByName, searchIcdByName } from './api';
import { saved } from './slice';

// The medical-information calls, as service thunks (src/state/serviceThunk.ts): an expired
// session says so (and logs out, through the listener); any other failure is our own words.

/** Medical-information alerts stay 5 s (docs/constants.md#time-limits). */
export const medicalInfoAlert = (msg: Msg, type: 'success' | 'danger') =>
  setAlert(msg, type, { timeout: ALERT_DURATION.medicalInfo });

export { loadMedicalInfo } from './loadThunk';

/** Set when the form broke a save rule: which, and the part to take the patient to. */
export interface BrokenRule {
  rule: { error: MedicalInfoError; part: MedicalInfoPart };
}

const SAVE_FAILED = msgKey('medicalInfo:errors.save');

/**
 * Checks the rules, then saves a new version on the medication site's host and reads back what
 * it stored. Sex comes from the user, not the form. A failure (a broken rule first) is the
 * form's to show, as a 5 s danger alert (medicalInfoAlert).
 */
export const saveMedicalInfo = createServiceThunk<MedicalInfoRecord, MedicalInfoRecord, BrokenRule>(
  'medicalInfo/save',
  async (draft, { dispatch, getState, refuse }) => {
    const broken = validateMedicalInfo(draft);
    if (broken) {
      const rule = { error: broken.error, part: broken.part };
      throw refuse(null, msgKey(`medicalInfo:validation.${broken.error}`), { rule });
    }
    const user = getState().user.data;
    if (!user) throw refuse(null);
    const record: MedicalInfoRecord = {
      ...draft,
      CreatedAt: '',
      Person: user.id,
      Sex: user.sex,
      defaultPharmacy: user.preferredPharmacy?._id ?? draft.defaultPharmacy,
    };
    // Every save is a new version: the stored id belongs to the old one.
    delete record._id;
    const reply = await postMedicalInfo(record);
    if (!reply.success || !reply._id) throw refuse(null);
    const stored = await getMedicalInfoById(reply._id);
    dispatch(saved(stored));
    dispatch(medicalInfoAlert(msgKey('medicalInfo:saved'), 'success'));
    return stored;
  },
  { fallback: SAVE_FAILED, statusWords: false },
);

/** A search for the 'other' items; a newer one aborts it (the dispatched thunk's abort()). */
export type SearchFor<T> = ServiceThunk<T[], string>;

/** A search thunk: any list the service answers (or none: empty), else 'Search failed' in ours. */
const searchThunk = <T>(
  type: string,
  ask: (text: string, signal: AbortSignal) => Promise<T[]>,
): SearchFor<T> =>
  createServiceThunk(
    type,
    async (text: string, { signal }) => {
      const items = await ask(text, signal);
      return Array.isArray(items) ? items : [];
    },
    { fallback: msgKey('medicalInfo:search.failed'), statusWords: false },
  );

/** GET {host}/icd/name/{text}: other medical conditions. */
export const searchConditions = searchThunk<IcdCondition>(
  'medicalInfo/searchConditions',
  searchIcdByName,
);

/** GET {host}/drug/name/{text}: medications for other allergies. */
export const searchMedications = searchThunk<Drug>(
  'medicalInfo/searchMedications',
  searchDrugsByName,
);
