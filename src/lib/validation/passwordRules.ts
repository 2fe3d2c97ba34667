/** docs/constants.md#length-and-count-limits: every password (new, reset, current) has at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;
