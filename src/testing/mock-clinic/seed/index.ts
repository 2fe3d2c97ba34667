import type { MockDbState } from '../types';
import { buildAnnouncements } from './announcements';
import { buildPatientAppointments } from './appointments';
import { buildFees } from './fees';
import { buildPatientMedicalInfo } from './medicalInfo';
import { buildPatientMessages, buildReplyLinks } from './messages';
import { buildPharmacies } from './pharmacies';
import { buildRecordLinks } from './records';
import { buildSchoolWorkForms } from './schoolWorkForms';
import { buildSickNotes } from './sickNotes';
import { buildUsers } from './users';

export { SEED_PASSWORD, PATIENT_HEALTH_NUMBER } from './users';
export { REPLY_DEMO_TOKEN } from './messages';
export { RECORDS_DEMO_TOKEN } from './records';
export { UPLOAD_DEMO_TOKEN, WAITING_FORM_ID } from './schoolWorkForms';

/** The login link of the README's token table: logs in as patient@example.com. */
export const AUTH_DEMO_TOKEN = 'auth-demo-token';

/** A fresh seeded database; built by code every time so nothing can share state with it. */
export function buildSeed(): MockDbState {
  const pharmacies = buildPharmacies();
  const users = buildUsers(pharmacies);
  const patient = users.find((user) => user.profile.email === 'patient@example.com')?.profile;
  const patientId = patient?.id;
  return {
    users,
    sessions: [],
    confirmations: [],
    resetCodes: [],
    recoveryValidations: [],
    pharmacies,
    appointments: patientId ? { [patientId]: buildPatientAppointments() } : {},
    announcements: buildAnnouncements(),
    fees: buildFees(),
    clinicOnline: true,
    mailbox: [],
    errorReports: [],
    agreements: [],
    authLinks: patientId ? [{ token: AUTH_DEMO_TOKEN, userId: patientId }] : [],
    medicalInfo: patient ? { [patient.id]: buildPatientMedicalInfo(patient) } : {},
    messages: patientId ? buildPatientMessages(patientId) : [],
    messageKeys: [],
    replyLinks: buildReplyLinks(),
    recordLinks: patientId ? buildRecordLinks(patientId) : [],
    sickNotes: buildSickNotes(),
    schoolWorkForms: patientId ? buildSchoolWorkForms(patientId) : [],
    sickNoteRequests: [],
    paymentMethods: [],
    paymentIntents: [],
    chargeKeys: [],
    charges: [],
  };
}
