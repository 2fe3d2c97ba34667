import { isRecord } from '../../../lib/isRecord';

// The database's refusal of a second account for one e-mail (a MongoDB E11000 on the email key),
// as POST /register sends it in `sysError`: the one call that can meet it, so the rule lives with
// registration, not in the generic handler every page's first load carries.

/** The sysError is a duplicate e-mail: by its key, or by the raw E11000 text. */
export function isDuplicateEmail(sysError: unknown): boolean {
  if (!isRecord(sysError)) return false;
  const keyValue = sysError.keyValue;
  const keyPattern = sysError.keyPattern;
  if (isRecord(keyValue) && 'email' in keyValue) return true;
  if (isRecord(keyPattern) && 'email' in keyPattern) return true;
  const text = typeof sysError.message === 'string' ? sysError.message : '';
  return sysError.code === 11000 && /email/i.test(text);
}
