// What other features may use: the flow's data is dropped when the patient is back on the
// dashboard.
export { medicalInfoCleared } from './slice';
