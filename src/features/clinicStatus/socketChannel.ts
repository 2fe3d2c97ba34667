import { io } from 'socket.io-client';
import { env } from '../../config/env';
import type { OpenClinicStatusChannel } from '../../api/types';

// Loaded only for a logged-in patient (dynamic import), so socket.io never weighs on public pages.
export const openSocketChannel: OpenClinicStatusChannel = (token) => {
  const socket = io(env.socketUrl, {
    auth: { token },
    transports: ['websocket'],
    reconnection: true,
    // Back off from 1 s to 30 s, with jitter, so a clinic-wide outage is not hammered.
    reconnectionDelay: 1_000,
    reconnectionDelayMax: 30_000,
    randomizationFactor: 0.5,
  });
  return {
    on: (event, handler) => {
      socket.on(event, handler);
    },
    close: () => {
      socket.removeAllListeners();
      socket.close();
    },
  };
};
