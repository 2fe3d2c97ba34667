// docs/account.md#password-length and docs/constants.md#length-and-count-limits: the one place the
// password's length is set. Every form that sets a password, the mock clinic, and the tests that
// hold the hints to it (tests/account/passwordLength.test.ts) read it from here.

/**
 * The number in the spec's message 'The length of password must be greater than 8.'.
 * The rule says what the message says: a password being set (registration, reset, change) must be
 * longer than this, so 8 characters are refused and 9 accepted.
 */
export const PASSWORD_LENGTH_MUST_EXCEED = 8;

/** The fewest characters a new password may have: what the hints state ('At least 9 characters.'). */
export const NEW_PASSWORD_MIN_LENGTH = PASSWORD_LENGTH_MUST_EXCEED + 1;

/**
 * The current password on the change tab keeps the spec's 'must be at least 8 characters.': a
 * password set before the rule followed its message (or by the clinic) may have exactly 8, and
 * its owner must still be able to replace it.
 */
export const CURRENT_PASSWORD_MIN_LENGTH = PASSWORD_LENGTH_MUST_EXCEED;

/** A password being set is long enough. Never trimmed: spaces are characters of a password. */
export function isLongEnoughNewPassword(password: string): boolean {
  return password.length > PASSWORD_LENGTH_MUST_EXCEED;
}
