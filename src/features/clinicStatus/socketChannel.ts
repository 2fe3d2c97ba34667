import { io } from 'socket.io-client';
import { env } from '../../config/env';
import type { OpenClinicStatusChannel } from '../../api/types';

// Loaded only for a logged-in patient (dynamic import), so socket.io never weighs on public pages.
export const openSocketChannel: OpenClinicStatusChannel = (token) => {
  const socket = io(env.socketUrl, {
    // Asked on every (re)connection, so a reconnect after an outage presents the session again.
    auth: (send) => send({ token }),
    // socket.io's default: long-polling first, upgraded to a WebSocket where the network allows
    // one. A proxy that blocks WebSockets (some workplaces, hotels) then still gets the events,
    // instead of leaving the clinic shown offline for the whole session.
    transports: ['polling', 'websocket'],
    reconnection: true,
    // Back off from 1 s to 30 s, with jitter, so a clinic-wide outage is not hammered.
    reconnectionDelay: 1_000,
    reconnectionDelayMax: 30_000,
    randomizationFactor: 0.5,
  });
  // A service that shuts down in good order disconnects each socket first ('io server
  // disconnect'), and socket.io then never reconnects by itself: the clinic would stay shown as it
  // was. Asking again at once meets the closed port (connect_error: shown offline), and the
  // manager's backoff takes over from there, as after any other drop.
  socket.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') socket.connect();
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
