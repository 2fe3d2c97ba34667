import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { OpenClinicStatusChannel } from './channel';
import { clinicStatusChanged } from './slice';
import { fetchClinicStatus } from './thunks';

function loadOpener(): Promise<OpenClinicStatusChannel> {
  // Written out so a production build drops the mock channel entirely.
  if (import.meta.env.VITE_API_MOCK === 'true') {
    return import('../../mocks/socket').then((m) => m.openMockClinicStatusChannel);
  }
  return import('./socketChannel').then((m) => m.openSocketChannel);
}

/**
 * While a patient is logged in: the clinic system's status once by GET, then live events.
 * The channel closes on logout (the effect's cleanup runs when the token goes).
 */
export function useClinicStatusConnection(): void {
  const token = useAppSelector((state) => (state.auth.isAuthenticated ? state.auth.token : null));
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
      channel.on('connect_error', () => dispatch(clinicStatusChanged(false)));
      close = () => channel.close();
    });
    return () => {
      closed = true;
      close();
    };
  }, [token, dispatch]);
}
