// The mock clinic's seeded patients (../shared/mock-clinic.md, src/testing/mock-clinic/seed/users.ts): every
// seeded account has the same password, and each one stands for one kind of patient.

export const SEEDED_PASSWORD = 'Clinic2026!';

export const PATIENTS = {
  /** The full patient: history, 20 messages (3 awaiting a reply), a paid form waiting for files. */
  full: 'patient@example.com',
  /** Must confirm the account's details first (shouldUpdate). */
  mustUpdate: 'update@example.com',
  blocked: 'blocked@example.com',
  withoutPharmacy: 'nopharmacy@example.com',
  /** Born 2016: a sick note only for school. */
  child: 'child@example.com',
  medicationBlocked: 'askmedblocked@example.com',
  /** Lives outside Canada, no Canadian health card: private prices. */
  visitor: 'visitor@example.com',
} as const;

export type SeededPatient = (typeof PATIENTS)[keyof typeof PATIENTS];
