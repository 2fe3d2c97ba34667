import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { Appointment } from '../../api/types';
import { rootReducer } from '../../app/rootReducer';
import { idleLoad, trackLoad, type Load } from '../../state/load';
import { createServiceThunk } from '../../state/serviceCore';
import { loggedOut } from '../../state/session';
import { fetchAppointments } from './api';
import { readAppointments, upcomingAppointments } from './upcoming';

export interface AppointmentsState {
  /** The next ones, as of the load (src/features/appointments/upcoming.ts). */
  upcoming: Appointment[];
  /** Whether the list above is the service's answer yet (a patient with none has an empty one). */
  loaded: boolean;
  load: Load;
}

const initialState: AppointmentsState = { upcoming: [], loaded: false, load: idleLoad() };

/**
 * GET /me/appointments, on each visit to the dashboard; the next ones are kept. A service thunk
 * (src/state/serviceThunk.ts): a failure goes through the one handler (an expired session logs
 * out, a dropped connection raises the banner) and the card says so in its words.
 */
export const loadAppointments = createServiceThunk<Appointment[]>(
  'appointments/load',
  async () => {
    const reply = await fetchAppointments();
    const payload = reply.extras?.payload;
    if (reply.success === false || !Array.isArray(payload)) throw new Error('Invalid reply');
    return upcomingAppointments(readAppointments(payload), Date.now());
  },
  {},
  { condition: (_arg, { getState }) => selectAppointments(getState()).load.status !== 'loading' },
);

const appointmentsSlice = createSlice({
  name: 'appointments',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    // Another patient may log in next in this tab.
    builder.addCase(loggedOut, () => initialState);
    trackLoad(builder, loadAppointments, (state) => state.load, {
      succeeded: (state, upcoming) => {
        state.upcoming = upcoming;
        state.loaded = true;
      },
    });
  },
});

declare module '../../app/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof appointmentsSlice> {}
}

// Injected with the dashboard, the page that shows appointments (src/app/rootReducer.ts).
const injected = appointmentsSlice.injectInto(rootReducer);

export const selectAppointments = injected.selectSlice;
