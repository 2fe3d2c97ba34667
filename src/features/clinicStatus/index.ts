// What the request and payment pages use of the clinic system's status: the notice and whether
// the clinic is online (the socket connection itself is the app shell's, src/app).
export { ClinicOfflineNotice, useClinicOnline } from './ClinicOffline';
export { selectClinicOnline } from './slice';
