// docs/medical-info.md#medical-information-rules-and-messages: the rules as data, walked in the spec's order; the first failure
// is what the patient is told. The mock clinic checks a saved record with the same list.

export interface MedicalInfoValues {
  NoMedicalCondition: boolean;
  MedicalConditions: readonly string[];
  otherMedicalConditions: readonly unknown[] | null;
  NoSurgery: boolean;
  Surgeries: readonly string[];
  otherSurgery: readonly unknown[] | null;
  NoAllergy: boolean;
  AllergyToMedication: readonly string[];
  otherAllergy: readonly unknown[] | null;
  AlcoholHistory: string;
  SmokingHistory: string;
}

export type MedicalInfoError =
  | 'conditionRequired'
  | 'surgeryRequired'
  | 'allergyRequired'
  | 'alcoholRequired'
  | 'smokingRequired'
  | 'otherConditionRequired'
  | 'otherSurgeryRequired'
  | 'otherAllergyRequired';

/** Which part of the form a rule is about, so the form can take the patient there. */
export type MedicalInfoPart = 'conditions' | 'surgeries' | 'allergies' | 'alcohol' | 'smoking';

export interface MedicalInfoRule {
  error: MedicalInfoError;
  part: MedicalInfoPart;
  /** The spec's English wording. */
  message: string;
  passes: (values: MedicalInfoValues) => boolean;
}

/** A group is answered by 'No', a ticked choice, or a ticked 'Other' (its list may be empty). */
const answered = (no: boolean, list: readonly string[], other: readonly unknown[] | null) =>
  no || list.length > 0 || other !== null;

/** A ticked 'Other' needs at least one entry. */
const otherFilled = (other: readonly unknown[] | null) => other === null || other.length > 0;

export const MEDICAL_INFO_RULES: readonly MedicalInfoRule[] = [
  {
    error: 'conditionRequired',
    part: 'conditions',
    message: 'Medical condition is required',
    passes: (v) => answered(v.NoMedicalCondition, v.MedicalConditions, v.otherMedicalConditions),
  },
  {
    error: 'surgeryRequired',
    part: 'surgeries',
    message: 'Surgery is required',
    passes: (v) => answered(v.NoSurgery, v.Surgeries, v.otherSurgery),
  },
  {
    error: 'allergyRequired',
    part: 'allergies',
    message: 'Allergy is required',
    passes: (v) => answered(v.NoAllergy, v.AllergyToMedication, v.otherAllergy),
  },
  {
    error: 'alcoholRequired',
    part: 'alcohol',
    message: 'Alcohol history is required',
    passes: (v) => v.AlcoholHistory.trim() !== '',
  },
  {
    error: 'smokingRequired',
    part: 'smoking',
    message: 'Smoking history is required',
    passes: (v) => v.SmokingHistory.trim() !== '',
  },
  {
    error: 'otherConditionRequired',
    part: 'conditions',
    message: 'Other medical condition is required',
    passes: (v) => otherFilled(v.otherMedicalConditions),
  },
  {
    error: 'otherSurgeryRequired',
    part: 'surgeries',
    message: 'Other surgical history is required',
    passes: (v) => otherFilled(v.otherSurgery),
  },
  {
    error: 'otherAllergyRequired',
    part: 'allergies',
    message: 'Other allergy to medications is required',
    passes: (v) => otherFilled(v.otherAllergy),
  },
];

/** The first rule the values break, or null when they may be saved. */
export function validateMedicalInfo(values: MedicalInfoValues): MedicalInfoRule | null {
  return MEDICAL_INFO_RULES.find((rule) => !rule.passes(values)) ?? null;
}
