import { useEffect } from 'react';
import { standInClinicStatusChannel } from '../../api/standIn';
import type { OpenClinicStatusChannel } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { clinicStatusChanged } from './slice';
import { fetchClinicStatus } from './thunks';
import { selectLiveToken } from '../../state/auth';
import { afterFirstAction } from './rules/afterFirstAction';

/**
 * How long the status asked for at load is trusted before the live channel must be open
 * (docs/dashboard.md#clinic-system-status); the channel's reconnection back-off already lets an
 * outage go unseen for up to 30 s.
 */
export const LIVE_CHANNEL_DEFERRAL_MS = 10_000;

function loadOpener(): Promise<OpenClinicStatusChannel> {
  // A stand-in service (the mock clinic) brings its own channel; otherwise socket.io. Only mock
  // builds start one: written out so a production build does not even ask.
  const standIn = import.meta.env.VITE_API_MOCK === 'true' ? standInClinicStatusChannel() : null;
  if (standIn) return Promise.resolve(standIn);
  return import('./socketChannel').then((m) => m.openSocketChannel);
}

/**
 * While a patient is logged in: the clinic system's status once by GET, then live events.
 * The channel closes on logout (the effect's cleanup runs when the token goes).
 */
export function useClinicStatusConnection(): void {
  const token = useAppSelector(selectLiveToken);
  const dispatch = useAppDispatch();

  useEffect(() => {
    if (!token) return;
    let closed = false;
    let close = () => {};
    void dispatch(fetchClinicStatus());
    // A page opened with a stored session keeps socket.io (13 KB gzip) and its connection off its
    // first load (docs/constants.md#first-load-budget): the channel opens at the patient's first
    // action or after LIVE_CHANNEL_DEFERRAL_MS. After a login in the page it opens at once.
    const cancelStart = afterFirstAction(({ waited }) => {
      void loadOpener().then((open) => {
        if (closed) return;
        const channel = open(token);
        channel.on('oscarOnline', () => dispatch(clinicStatusChanged(true)));
        channel.on('oscarOffline', () => dispatch(clinicStatusChanged(false)));
        // docs/dashboard.md#clinic-system-status: a connect error shows the clinic offline. Each
        // connection asks for the status again (an event sent while the channel was down, or not
        // yet open, never arrives), except one that follows the GET above at once (not waited).
        let connections = 0;
        channel.on('connect_error', () => dispatch(clinicStatusChanged(false)));
        channel.on('connect', () => {
          connections += 1;
          if (connections > 1 || waited) void dispatch(fetchClinicStatus());
        });
        close = () => channel.close();
      });
    }, LIVE_CHANNEL_DEFERRAL_MS);
    return () => {
      closed = true;
      cancelStart();
      close();
    };
  }, [token, dispatch]);
}
