// What other features may use: the dashboard's card of upcoming appointments.
export { default as AppointmentsCard } from './AppointmentsCard';
