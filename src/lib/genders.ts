/** The genders a patient may choose (User.sex), as registration and the profile offer them. */
export const GENDERS = ['Male', 'Female', 'Other'] as const;

export type Gender = (typeof GENDERS)[number];

export function isGender(value: string): value is Gender {
  return (GENDERS as readonly string[]).includes(value);
}
