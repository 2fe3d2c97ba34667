import { lazy, Suspense } from 'react';
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
  return (
    <div className="bot-check-slot">
      <Suspense fallback={<Spinner compact />}>
        <Widget {...props} />
      </Suspense>
    </div>
  );
}
