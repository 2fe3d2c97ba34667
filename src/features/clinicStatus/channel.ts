// The realtime clinic-system status behind a small interface: socket.io-client in real builds,
// the mock clinic's event bus in mock mode (MSW's socket.io support is too fragile to rely on).

export type ClinicStatusEvent = 'oscarOnline' | 'oscarOffline' | 'connect_error';

export interface ClinicStatusChannel {
  on(event: ClinicStatusEvent, handler: () => void): void;
  close(): void;
}

export type OpenClinicStatusChannel = (token: string) => ClinicStatusChannel;
