// Medical information on file. Mei Chen (patient@example.com) has a current record and the
// version it replaced; every other seeded account has none, so it meets the empty form.

import type { MedicalInfoRecord, User } from '../../../api/types';

export function buildPatientMedicalInfo(patient: User): MedicalInfoRecord[] {
  const common = {
    Person: patient.id,
    Sex: patient.sex,
    NoSurgery: false,
    Surgeries: ['Appendectomy'],
    otherSurgery: null,
    NoAllergy: false,
    AllergyToMedication: ['Penicillin'],
    supplements: 'Vitamin D 1000 IU daily',
    SmokingHistory: 'No',
    defaultPharmacy: patient.preferredPharmacy?._id ?? null,
  };
  return [
    {
      ...common,
      _id: '6502b1d4f5c1a2b3c4d50002',
      NoMedicalCondition: false,
      MedicalConditions: ['Asthma', 'Seasonal allergies'],
      otherMedicalConditions: [
        { _id: 'seed-migraine', name: 'Migraine without aura, not intractable' },
      ],
      otherAllergy: [{ _id: 'seed-septra', name: 'Septra' }],
      MedicationsCurrentlyTaken: 'Salbutamol inhaler 100 mcg as needed\nCetirizine 10 mg daily',
      otherItems: '',
      AlcoholHistory: '1 to 7',
      CreatedAt: '2026-09-14T17:05:00.000Z',
    },
    {
      ...common,
      _id: '6502b1d4f5c1a2b3c4d50001',
      NoMedicalCondition: false,
      MedicalConditions: ['Asthma'],
      otherMedicalConditions: null,
      otherAllergy: null,
      MedicationsCurrentlyTaken: 'Salbutamol inhaler 100 mcg as needed',
      otherItems: '',
      AlcoholHistory: 'No',
      CreatedAt: '2025-03-02T19:40:00.000Z',
    },
  ];
}
