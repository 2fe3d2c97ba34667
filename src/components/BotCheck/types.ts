import type { Ref } from 'react';

/** What a form can do with the bot check, whichever widget stands behind it. */
export interface BotCheckHandle {
  reset(): void;
}

export interface BotCheckProps {
  /** A token when the check passed; null when it expired or was reset. */
  onChange: (token: string | null) => void;
  ref?: Ref<BotCheckHandle>;
}
