import type { Page } from '@playwright/test';

// The pages a mailed link opens in a window of their own (a records download, a reply by token),
// which close themselves when done.

/** Resolves once the page has closed itself, or shows that the browser would not let it. */
export function closedOrRefused(page: Page): Promise<'closed' | 'refused'> {
  return new Promise((resolve) => {
    page.once('close', () => resolve('closed'));
    page
      .getByText('Your browser does not let this page close itself.', { exact: false })
      .waitFor()
      .then(
        () => resolve('refused'),
        () => undefined,
      );
  });
}
