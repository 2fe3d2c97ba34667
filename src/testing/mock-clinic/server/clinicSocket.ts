// The clinic-status channel as the real service offers it: a socket.io server that admits only a
// socket whose handshake carries a live token (`auth: { token }`, as socketChannel.ts sends it),
// tells it the clinic's state once connected, and again whenever the state changes.

import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { db, findUserByToken, isLiveToken } from '../db';

export const UNAUTHORIZED = 'unauthorized';

/** The two events of the channel's contract (the client's ClinicStatusEvent adds connect_error). */
type ClinicStateEvent = 'oscarOnline' | 'oscarOffline';

function currentEvent(): ClinicStateEvent {
  return db.state.clinicOnline ? 'oscarOnline' : 'oscarOffline';
}

function tokenOf(auth: unknown): string | undefined {
  if (typeof auth !== 'object' || auth === null) return undefined;
  const { token } = auth as Record<string, unknown>;
  return typeof token === 'string' && token ? token : undefined;
}

export interface SocketAdmission {
  isAllowedOrigin(origin: string): boolean;
  /** The service's Host check (hostCheck.ts): socket.io answers before the HTTP handler does. */
  isAllowedHost(host: string | undefined): boolean;
}

export function attachClinicSocket(
  httpServer: HttpServer,
  { isAllowedOrigin, isAllowedHost }: SocketAdmission,
): { close(): Promise<void>; dropAll(): void } {
  // No Origin: a client outside a browser (a test, a back-end developer's script).
  const originOk = (origin: string | undefined) => !origin || isAllowedOrigin(origin);
  const io = new Server(httpServer, {
    // The portal starts with long polling and upgrades to a WebSocket (src/features/clinicStatus).
    cors: { origin: (origin, callback) => callback(null, originOk(origin)) },
    allowRequest: (req, callback) =>
      callback(null, isAllowedHost(req.headers.host) && originOk(req.headers.origin)),
  });

  io.use((socket, next) => {
    const token = tokenOf(socket.handshake.auth);
    if (token && findUserByToken(token)) next();
    else next(new Error(UNAUTHORIZED));
  });

  io.on('connection', (socket) => {
    socket.data.token = tokenOf(socket.handshake.auth);
    socket.emit(currentEvent());
  });

  // setClinicOnline (and reset) change db.state.clinicOnline and save: every saved change passes
  // here, so the mock's controls need no socket.io of their own. So does the end of a session (a
  // logout, an expiry, a reset): its sockets are closed, as the real channel admits only a live
  // token and must not keep telling a closed session anything.
  let lastOnline = db.state.clinicOnline;
  const unsubscribe = db.subscribe(() => {
    for (const socket of io.sockets.sockets.values()) {
      const token = socket.data.token as string | undefined;
      if (!token || !isLiveToken(token)) socket.disconnect(true);
    }
    if (db.state.clinicOnline === lastOnline) return;
    lastOnline = db.state.clinicOnline;
    io.emit(currentEvent());
  });

  return {
    dropAll: () => {
      io.disconnectSockets(true);
    },
    close: () =>
      new Promise<void>((resolve) => {
        unsubscribe();
        io.disconnectSockets(true);
        // Closes the HTTP server too.
        void io.close(() => resolve());
      }),
  };
}
