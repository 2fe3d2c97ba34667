// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  MEDICAL_INFO_RULES,
  validateMedicalInfo,
  type MedicalInfoValues,
} from '../../src/features/medicalInfo/rules/validation';

/** Every group answered: the record the clinic can save. */
const complete: MedicalInfoValues = {
  NoMedicalCondition: true,
  MedicalConditions: [],
  otherMedicalConditions: null,
  NoSurgery: true,
  Surgeries: [],
  otherSurgery: null,
  NoAllergy: true,
  AllergyToMedication: [],
  otherAllergy: null,
  AlcoholHistory: 'No',
  SmokingHistory: 'No',
};

const unanswered = {
  conditions: { NoMedicalCondition: false },
  surgeries: { NoSurgery: false },
  allergies: { NoAllergy: false },
  alcohol: { AlcoholHistory: '' },
  smoking: { SmokingHistory: '' },
};

describe('the medical information save rules (docs/medical-info.md#medical-information-rules-and-messages)', () => {
  it('are checked in the spec order, with its words', () => {
    expect(MEDICAL_INFO_RULES.map((rule) => rule.message)).toEqual([
      'Medical condition is required',
      'Surgery is required',
      'Allergy is required',
      'Alcohol history is required',
      'Smoking history is required',
      'Other medical condition is required',
      'Other surgical history is required',
      'Other allergy to medications is required',
    ]);
  });

  it('let a complete record through', () => {
    expect(validateMedicalInfo(complete)).toBeNull();
  });

  // Each row breaks one more thing than the next; the first broken rule is the one reported.
  const table: [string, Partial<MedicalInfoValues>, string][] = [
    [
      'nothing answered',
      {
        ...unanswered.conditions,
        ...unanswered.surgeries,
        ...unanswered.allergies,
        ...unanswered.alcohol,
        ...unanswered.smoking,
      },
      'Medical condition is required',
    ],
    [
      'conditions answered only',
      {
        ...unanswered.surgeries,
        ...unanswered.allergies,
        ...unanswered.alcohol,
        ...unanswered.smoking,
      },
      'Surgery is required',
    ],
    [
      'allergies, alcohol and smoking left',
      { ...unanswered.allergies, ...unanswered.alcohol, ...unanswered.smoking },
      'Allergy is required',
    ],
    [
      'alcohol and smoking left',
      { ...unanswered.alcohol, ...unanswered.smoking },
      'Alcohol history is required',
    ],
    ['smoking left', unanswered.smoking, 'Smoking history is required'],
    [
      'every Other ticked and empty',
      {
        NoMedicalCondition: false,
        otherMedicalConditions: [],
        NoSurgery: false,
        otherSurgery: [],
        NoAllergy: false,
        otherAllergy: [],
      },
      'Other medical condition is required',
    ],
    [
      'surgery and allergy Other empty',
      { NoSurgery: false, otherSurgery: [], NoAllergy: false, otherAllergy: [] },
      'Other surgical history is required',
    ],
    [
      'allergy Other empty',
      { NoAllergy: false, otherAllergy: [] },
      'Other allergy to medications is required',
    ],
  ];

  it.each(table)('%s → %s', (_, change, message) => {
    expect(validateMedicalInfo({ ...complete, ...change })?.message).toBe(message);
  });

  it('count a ticked choice or a filled Other list as an answer', () => {
    expect(
      validateMedicalInfo({
        ...complete,
        NoMedicalCondition: false,
        MedicalConditions: ['Asthma'],
        NoSurgery: false,
        otherSurgery: ['Rhinoplasty'],
        NoAllergy: false,
        otherAllergy: [{ _id: 'x', name: 'Septra' }],
      }),
    ).toBeNull();
  });

  it('treat a blank alcohol or smoking answer as missing', () => {
    expect(validateMedicalInfo({ ...complete, AlcoholHistory: '  ' })?.error).toBe(
      'alcoholRequired',
    );
  });
});
