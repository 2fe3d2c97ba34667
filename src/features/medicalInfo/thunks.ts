import { msgKey, type Msg } from '../../api/message';
import type { Drug, IcdCondition, MedicalInfoRecord } from '../../api/types';
import { handleApiError } from '../../api/handleApiError';
import type { AppDispatch } from '../../app/store';
import {
  validateMedicalInfo,
  type MedicalInfoError,
  type MedicalInfoPart,
} from '../../lib/validation/medicalInfo';
import { setAlert } from '../../state/alerts/actions';
import { ALERT_DURATION } from '../../state/alerts/slice';
import { getMedicalInfoById, postMedicalInfo, searchDrugsByName, searchIcdByName } from './api';
import { saved } from './slice';
import { createAppAsyncThunk } from '../../app/hooks';

/** Medical-information alerts stay 5 s (docs/constants.md#time-limits). */
const alert = (msg: Msg, type: 'success' | 'danger') =>
  setAlert(msg, type, { timeout: ALERT_DURATION.medicalInfo });

/** An expired session says so (and logs out, through handleApiError); else our own words. */
function failure(error: unknown, dispatch: AppDispatch, key: string): Msg {
  const apiError = handleApiError(error, dispatch);
  return apiError.kind === 'tokenNotValid' ? apiError.message : msgKey(key);
}

export { loadMedicalInfo } from './loadThunk';

export interface SaveRejection {
  message: Msg;
  /** Set when the form broke a save rule: which, and the part to take the patient to. */
  rule?: { error: MedicalInfoError; part: MedicalInfoPart };
}

/**
 * Checks the rules (the first failure is a 5 s danger alert), then saves a new version on the
 * medication site's host and reads back what it stored. Sex comes from the user, not the form.
 */
export const saveMedicalInfo = createAppAsyncThunk<
  MedicalInfoRecord,
  MedicalInfoRecord,
  { rejectValue: SaveRejection }
>('medicalInfo/save', async (draft, { dispatch, getState, rejectWithValue }) => {
  const broken = validateMedicalInfo(draft);
  if (broken) {
    const message = msgKey(`medicalInfo:validation.${broken.error}`);
    dispatch(alert(message, 'danger'));
    return rejectWithValue({ message, rule: { error: broken.error, part: broken.part } });
  }
  const user = getState().user.data;
  if (!user) {
    const message = msgKey('medicalInfo:errors.save');
    dispatch(alert(message, 'danger'));
    return rejectWithValue({ message });
  }
  const record: MedicalInfoRecord = {
    ...draft,
    CreatedAt: '',
    Person: user.id,
    Sex: user.sex,
    defaultPharmacy: user.preferredPharmacy?._id ?? draft.defaultPharmacy,
  };
  // Every save is a new version: the stored id belongs to the old one.
  delete record._id;
  try {
    const reply = await postMedicalInfo(record);
    if (!reply.success || !reply._id) throw new Error(reply.message ?? 'Not saved');
    const stored = await getMedicalInfoById(reply._id);
    dispatch(saved(stored));
    dispatch(alert(msgKey('medicalInfo:saved'), 'success'));
    return stored;
  } catch (error) {
    const message = failure(error, dispatch, 'medicalInfo:errors.save');
    dispatch(alert(message, 'danger'));
    return rejectWithValue({ message });
  }
});

export type SearchOutcome<T> =
  { kind: 'results'; items: T[] } | { kind: 'cancelled' } | { kind: 'failed'; message: Msg };

async function search<T>(
  call: () => Promise<T[]>,
  signal: AbortSignal | undefined,
  dispatch: AppDispatch,
): Promise<SearchOutcome<T>> {
  try {
    const items = await call();
    if (signal?.aborted) return { kind: 'cancelled' };
    return { kind: 'results', items: Array.isArray(items) ? items : [] };
  } catch (error) {
    // A newer search cancelled this one: nothing went wrong, and nobody is told.
    if (signal?.aborted) return { kind: 'cancelled' };
    return { kind: 'failed', message: failure(error, dispatch, 'medicalInfo:search.failed') };
  }
}

/** GET {host}/icd/name/{text}: other medical conditions. */
export const searchConditions =
  (text: string, signal?: AbortSignal) =>
  (dispatch: AppDispatch): Promise<SearchOutcome<IcdCondition>> =>
    search(() => searchIcdByName(text, signal), signal, dispatch);

/** GET {host}/drug/name/{text}: medications for other allergies. */
export const searchMedications =
  (text: string, signal?: AbortSignal) =>
  (dispatch: AppDispatch): Promise<SearchOutcome<Drug>> =>
    search(() => searchDrugsByName(text, signal), signal, dispatch);
