import type { Receipt } from '../../src/features/receipts/receipt';

/**
 * A paid sick note's receipt, as the charge answer stores it. 11:05 a.m. on the clinic's clock:
 * B.C. keeps UTC-7 all year from 2026 (Node's older data would say 10:05, PST).
 */
export const paidSickNoteReceipt = (ownerId = 'patient-mei'): Receipt => ({
  id: 'pi_sick1001',
  reference: 'pi_sick1001',
  paidAt: '2026-11-25T18:05:00.000Z',
  service: { kind: 'sick-note' },
  amount: 65,
  patientName: 'Mei Chen',
  card: { brand: 'visa', last4: '4242' },
  ownerId,
});
