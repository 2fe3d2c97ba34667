import { Suspense, type Ref } from 'react';
import type { Msg } from '../../../api/message';
import { FormAlert } from '../../../components/form';
import { lazyWithPreload } from '../../../lib/lazyWithPreload';

// Its sentence has links inside it (react-i18next's Trans, 5 KB gzip): fetched when the patient
// sends the form, not with the page (docs/constants.md#first-load-budget).
export const EmailInUseLine = lazyWithPreload(() => import('./EmailInUseLine'));

/**
 * The service's refusal of a sign-up. A duplicate e-mail keeps the spec's own text ('email is
 * invalid please choose another email address', docs/account.md#registration-outcome) and is
 * followed, in the same alert, by a line saying what it means and where to go: log in, or reset
 * the password.
 */
export default function ServerError({ msg, ref }: { msg: Msg; ref?: Ref<HTMLDivElement> }) {
  const duplicateEmail = 'key' in msg && msg.key === 'common:errors.duplicateEmail';
  return (
    <FormAlert msg={msg} alertRef={ref}>
      {duplicateEmail && (
        <Suspense fallback={null}>
          <EmailInUseLine />
        </Suspense>
      )}
    </FormAlert>
  );
}
