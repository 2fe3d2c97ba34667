/** The clinic's time zone: every date a patient sees is in B.C. local time. */
export const CLINIC_TZ = 'America/Vancouver';
