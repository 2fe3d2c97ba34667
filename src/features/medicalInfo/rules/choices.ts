// Every choice of the medical information form (docs/medical-info.md#medical-information-form), in one place. `value` is what the
// record holds and the clinic reads (the English name, never translated); `key` names its label
// in the medicalInfo namespace, so renaming a label never changes stored data.

export interface Choice {
  value: string;
  key: string;
}

export const CONDITIONS: readonly Choice[] = [
  { value: 'Alcohol problem', key: 'alcoholProblem' },
  { value: 'Anemia', key: 'anemia' },
  { value: 'Anxiety', key: 'anxiety' },
  { value: 'Arthritis', key: 'arthritis' },
  { value: 'Asthma', key: 'asthma' },
  { value: 'Atrial fibrillation', key: 'atrialFibrillation' },
  { value: 'Blood clots', key: 'bloodClots' },
  { value: 'Cancer', key: 'cancer' },
  { value: 'Cold sores', key: 'coldSores' },
  { value: 'Depression', key: 'depression' },
  { value: 'Diabetes', key: 'diabetes' },
  { value: 'Emphysema', key: 'emphysema' },
  { value: 'Genital herpes', key: 'genitalHerpes' },
  { value: 'Gout', key: 'gout' },
  { value: 'Heart disease', key: 'heartDisease' },
  { value: 'Hepatitis', key: 'hepatitis' },
  { value: 'High blood pressure', key: 'highBloodPressure' },
  { value: 'High cholesterol', key: 'highCholesterol' },
  { value: 'Hyperthyroidism', key: 'hyperthyroidism' },
  { value: 'Hypothyroidism', key: 'hypothyroidism' },
  { value: 'Kidney disease', key: 'kidneyDisease' },
  { value: 'Osteoporosis', key: 'osteoporosis' },
  { value: 'Tuberculosis', key: 'tuberculosis' },
  { value: 'Prostate problem', key: 'prostateProblem' },
  { value: 'Seasonal allergies', key: 'seasonalAllergies' },
  { value: 'Seizure disorder', key: 'seizureDisorder' },
  { value: 'Sleep apnea', key: 'sleepApnea' },
  { value: 'Street drug problem', key: 'streetDrugProblem' },
  { value: 'Stroke', key: 'stroke' },
  { value: 'Thyroid disease', key: 'thyroidDisease' },
  { value: 'Ulcers of the stomach', key: 'stomachUlcers' },
];

export const SURGERIES: readonly Choice[] = [
  { value: 'Appendectomy', key: 'appendectomy' },
  { value: 'Breast surgery', key: 'breastSurgery' },
  { value: 'Cataract surgery', key: 'cataractSurgery' },
  { value: 'Cholecystectomy', key: 'cholecystectomy' },
  { value: 'Colectomy', key: 'colectomy' },
  { value: 'Glaucoma surgery', key: 'glaucomaSurgery' },
  { value: 'Heart bypass', key: 'heartBypass' },
  { value: 'Heart stenting', key: 'heartStenting' },
  { value: 'Heart valve surgery', key: 'heartValveSurgery' },
  { value: 'Hernia repair', key: 'herniaRepair' },
  { value: 'Hip replacement', key: 'hipReplacement' },
  { value: 'Hysterectomy', key: 'hysterectomy' },
  { value: 'Knee replacement', key: 'kneeReplacement' },
  // Spelled as the spec and the clinic's records spell it.
  { value: 'Oopherectomy', key: 'oophorectomy' },
  { value: 'Prostate surgery', key: 'prostateSurgery' },
  { value: 'Tonsillectomy', key: 'tonsillectomy' },
];

export const ALLERGIES: readonly Choice[] = [
  { value: 'Amoxicillin', key: 'amoxicillin' },
  { value: 'Codeine', key: 'codeine' },
  { value: 'Macrolides', key: 'macrolides' },
  { value: 'Penicillin', key: 'penicillin' },
  { value: 'Sulfa', key: 'sulfa' },
];

/** Drinks per week on average. */
export const ALCOHOL: readonly Choice[] = [
  { value: 'No', key: 'no' },
  { value: '1 to 7', key: 'oneToSeven' },
  { value: '8 to 14', key: 'eightToFourteen' },
  { value: '15 or more', key: 'fifteenOrMore' },
];

export const SMOKING: readonly Choice[] = [
  { value: 'No', key: 'no' },
  { value: 'Less than 1 pack per day', key: 'lessThanOne' },
  { value: '1 to 2 packs per day', key: 'oneToTwo' },
  { value: 'More than 2 packs per day', key: 'moreThanTwo' },
];

export type ChoiceSet = 'conditions' | 'surgeries' | 'allergies' | 'alcohol' | 'smoking';

export const CHOICES: Record<ChoiceSet, readonly Choice[]> = {
  conditions: CONDITIONS,
  surgeries: SURGERIES,
  allergies: ALLERGIES,
  alcohol: ALCOHOL,
  smoking: SMOKING,
};

/** The label key of a stored value, or null for a value this version does not list. */
export function choiceKey(set: ChoiceSet, value: string): string | null {
  const found = CHOICES[set].find((choice) => choice.value === value);
  return found ? `choices.${set}.${found.key}` : null;
}
