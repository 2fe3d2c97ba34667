// The realtime clinic-status channel in mock mode: an in-page event bus the controls drive,
// in place of socket.io (whose MSW binding is too fragile to depend on).

import type { ClinicStatusEvent, OpenClinicStatusChannel } from '../../api/types';
import { db } from './db';

type StatusListener = () => void;

const openChannels = new Set<StatusListener>();

/** Tells every open channel the clinic's current state, after the current task like a socket. */
export function broadcastClinicStatus(): void {
  openChannels.forEach((notify) => setTimeout(notify, 0));
}

export const openMockClinicStatusChannel: OpenClinicStatusChannel = () => {
  const handlers = new Map<ClinicStatusEvent, Set<() => void>>();
  let open = true;

  // Reads the state when delivering, so a quick succession of changes ends on the latest one.
  const notify: StatusListener = () => {
    if (!open) return;
    const event: ClinicStatusEvent = db.state.clinicOnline ? 'oscarOnline' : 'oscarOffline';
    handlers.get(event)?.forEach((handler) => handler());
  };

  openChannels.add(notify);
  // A real socket reports the state once connected, never during the call that opens it.
  setTimeout(notify, 0);

  return {
    on(event, handler) {
      const set = handlers.get(event) ?? new Set();
      set.add(handler);
      handlers.set(event, set);
    },
    close() {
      open = false;
      openChannels.delete(notify);
      handlers.clear();
    },
  };
};
