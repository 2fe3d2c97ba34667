// Pages opened from an e-mail close themselves when done (docs/messages.md#token-reply-page, docs/records.md#records-date-of-birth-step). Browsers only let a
// script close a window that a script opened, or one with no history; this says whether it did.

/** How long the browser gets to close the window before we say it would not. */
const CLOSE_GRACE_MS = 400;

export function tryCloseWindow(win: Window = window): Promise<boolean> {
  try {
    win.close();
  } catch {
    return Promise.resolve(false);
  }
  return new Promise((resolve) => {
    setTimeout(() => resolve(win.closed), CLOSE_GRACE_MS);
  });
}
