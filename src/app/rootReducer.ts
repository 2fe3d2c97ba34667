import { combineSlices } from '@reduxjs/toolkit';
import alerts from '../state/alerts/slice';
import auth from '../state/auth';
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
}).withLazyLoadedSlices<LazyLoadedSlices>();
