import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Msg } from '../../api/message';

export type AlertType = 'success' | 'danger' | 'warning' | 'info';

/** How long an alert stays (docs/errors.md#alerts): generic 10 s, errors 15 s, medical information 5 s. */
export const ALERT_DURATION = {
  generic: 10_000,
  error: 15_000,
  medicalInfo: 5_000,
} as const;

export interface Alert {
  id: string;
  msg: Msg;
  alertType: AlertType;
  /** Error alerts from the generic handler read 'Error - detail'. */
  titled?: boolean;
  /** Extra lines from a server errors list. */
  lines?: string[];
  timeout: number;
}

const alertsSlice = createSlice({
  name: 'alerts',
  initialState: [] as Alert[],
  reducers: {
    alertAdded(state, action: PayloadAction<Alert>) {
      // The same text twice at once helps nobody: the older copy makes way for the newer.
      const next = state.filter(
        (a) => JSON.stringify(a.msg) !== JSON.stringify(action.payload.msg),
      );
      next.push(action.payload);
      return next;
    },
    alertRemoved(state, action: PayloadAction<string>) {
      return state.filter((a) => a.id !== action.payload);
    },
    alertsCleared() {
      return [];
    },
  },
  selectors: {
    selectAlerts: (state) => state,
  },
});

export const { alertAdded, alertRemoved, alertsCleared } = alertsSlice.actions;
export default alertsSlice.reducer;
export const { selectAlerts } = alertsSlice.selectors;
