import { combineSlices } from '@reduxjs/toolkit';
import alerts from '../state/alerts/slice';
import announcements from '../features/announcements/slice';
import auth from '../state/auth';
import clinicStatus from '../features/clinicStatus/slice';
import fees from '../state/fees/slice';
import user from '../state/user/slice';

/**
 * Slices added when the page that needs them loads (combineSlices' inject), so a visitor's first
 * page does not carry them: each declares itself here by declaration merging
 * (`interface LazyLoadedSlices extends WithSlice<typeof slice> {}`) and injects itself.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices({
  auth,
  alerts,
  user,
  fees,
  clinicStatus,
  announcements,
}).withLazyLoadedSlices<LazyLoadedSlices>();
