import { linkFailureGoesHome } from '../../src/features/auth/link/thunks';
import { failureOf } from '../../src/state/serviceThunk';

/**
 * What the login-link page (/auth-message/:token) shows for a call's result: the words, and
 * whether it sends the patient home. Null when the link worked.
 */
export function linkShown(result: Parameters<typeof failureOf>[0]) {
  const failure = failureOf(result);
  return failure && { message: failure.msg, goHome: linkFailureGoesHome(failure) };
}
