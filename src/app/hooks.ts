import { createAsyncThunk } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { Msg } from '../api/message';
import type { AppDispatch, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/**
 * Every thunk's types, written once: the store's state and dispatch, and a refusal carried as a
 * `Msg` (a text key or the service's own words). A thunk that refuses with more than a message
 * names its own `rejectValue` as the third type argument.
 */
export const createAppAsyncThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  rejectValue: Msg;
}>();
