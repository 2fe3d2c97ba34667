import type { MedicalInfoRecord } from '../../api/types';

/** A record with nothing chosen: what a patient without medical information starts from. */
export function emptyRecord(): MedicalInfoRecord {
  return {
    Person: '',
    Sex: '',
    NoMedicalCondition: false,
    MedicalConditions: [],
    otherMedicalConditions: null,
    NoSurgery: false,
    Surgeries: [],
    otherSurgery: null,
    NoAllergy: false,
    AllergyToMedication: [],
    otherAllergy: null,
    MedicationsCurrentlyTaken: '',
    supplements: '',
    otherItems: '',
    AlcoholHistory: '',
    SmokingHistory: '',
    defaultPharmacy: null,
    CreatedAt: '',
  };
}
