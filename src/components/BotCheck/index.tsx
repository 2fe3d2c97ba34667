import { lazy, Suspense } from 'react';
import { thirdPartyLoading } from '../../lib/thirdPartyScripts';
import Spinner from '../Spinner';
import type { BotCheckProps } from './types';

export type { BotCheckHandle, BotCheckProps } from './types';

// The condition is written out (not taken from config) so a production build drops the mock
// stand-in entirely, and reCAPTCHA's code is fetched only on pages that show the check.
const Widget =
  import.meta.env.VITE_API_MOCK === 'true'
    ? lazy(() => import('./MockBotCheck'))
    : lazy(() => import('./RecaptchaBotCheck'));

/**
 * The bot check a form shows; forms do not know which widget stands behind it. Its place is held
 * at the reCAPTCHA box's height from the first paint, so what lies below does not move when the
 * widget arrives (a phone's login page moved its info cards by 5 % of the screen).
 */
export default function BotCheck(props: BotCheckProps) {
  // reCAPTCHA's script is about to join the page for good: no patient page is shown in it now
  // (src/lib/thirdPartyScripts.ts). The mock build's stand-in counts the same, so the e2e suites
  // take the path real pages take. Idempotent, hence safe during render.
  thirdPartyLoading('recaptcha');
  return (
    <div className="bot-check-slot">
      <Suspense fallback={<Spinner compact />}>
        <Widget {...props} />
      </Suspense>
    </div>
  );
}
