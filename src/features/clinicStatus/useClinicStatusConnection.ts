import { useEffect } from 'react';
import { standInClinicStatusChannel } from '../../api/standIn';
import type { OpenClinicStatusChannel } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { clinicStatusChanged } from './slice';
import { fetchClinicStatus } from './thunks';
import { selectLiveToken } from '../../state/auth';

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
    void loadOpener().then((open) => {
      if (closed) return;
      const channel = open(token);
      channel.on('oscarOnline', () => dispatch(clinicStatusChanged(true)));
      channel.on('oscarOffline', () => dispatch(clinicStatusChanged(false)));
      // docs/dashboard.md#clinic-system-status: a connect error shows the clinic offline. Once the channel is back, the status is
      // asked for again (the first connection follows the GET above), since an event sent while
      // the channel was down never arrives.
      let connections = 0;
      channel.on('connect_error', () => dispatch(clinicStatusChanged(false)));
      channel.on('connect', () => {
        connections += 1;
        if (connections > 1) void dispatch(fetchClinicStatus());
      });
      close = () => channel.close();
    });
    return () => {
      closed = true;
      close();
    };
  }, [token, dispatch]);
}
