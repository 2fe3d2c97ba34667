import type { Page } from '@playwright/test';

// The sister sites /dashboard hands the patient on to.

/** What the booking site's stand-in shows. */
export const BOOKING_SITE = 'The booking site';

/** The booking site cannot load here: its hand-off page is answered instead. */
export async function stubBookingSite(page: Page) {
  await page.route('https://booking.clinicportal.ca/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: `<h1>${BOOKING_SITE}</h1>` }),
  );
}
