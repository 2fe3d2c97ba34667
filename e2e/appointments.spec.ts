import { readFile } from 'node:fs/promises';
import { buildPatientAppointments } from '../src/testing/mock-clinic/seed/appointments';
import { eventProperty, parseIcs, unescapeText, utcInstant } from './icsFile';
import { BOOKING_SITE, stubBookingSite } from './pages/dashboard';
import { expect, test, type Locator, type Page } from './fixtures';
import { expectNoAxeViolations, logIn, steer } from './support';
import { openAsPatient, startPatientSession } from './pages/session';

// The dashboard's upcoming appointments (docs/dashboard.md#upcoming-appointments): the seeded
// patient's two visits in Vancouver time, each downloaded as an .ics file whose instant is checked;
// none for another patient; a failed load that leaves the dashboard working. Rule by rule checks
// are in tests/pages/AppointmentsCard.test.tsx.

const booked = buildPatientAppointments().filter((a) => a.status === 'booked');

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
const DAYS = 'Sun Mon Tue Wed Thu Fri Sat'.split(' ');
const DAYS_CN = '日一二三四五六';

/**
 * The clinic's wall clock as the service wrote it (2026-12-03T10:15:00-08:00 is 10:15 on Dec 3 in
 * Vancouver), read from the text itself: no time-zone code of the portal's in the expectation.
 */
function wallClock(iso: string) {
  const [, y, mo, d, h, mi] = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/
    .exec(iso)!
    .map(Number) as number[];
  const weekday = new Date(Date.UTC(y!, mo! - 1, d)).getUTCDay();
  const time = `${h! % 12 || 12}:${String(mi).padStart(2, '0')}`;
  return {
    en: `${DAYS[weekday]}, ${MONTHS[mo! - 1]} ${String(d).padStart(2, '0')}, ${y}, ${time} ${h! < 12 ? 'AM' : 'PM'}`,
    cn: `${y}年${mo}月${d}日（星期${DAYS_CN[weekday]}）${h! < 6 ? '凌晨' : h! < 12 ? '上午' : h! < 13 ? '中午' : '下午'} ${time}`,
  };
}

const card = (page: Page, title: string) => page.getByRole('region', { name: title });

/** Downloads the appointment of this tile, and reads the file. */
async function download(page: Page, tile: Locator, button: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    tile.getByRole('button', { name: button }).click(),
  ]);
  return {
    name: file.suggestedFilename(),
    ics: parseIcs(await readFile(await file.path(), 'utf8')),
  };
}

async function expectListedAndDownloadable(page: Page, lang: 'en' | 'cn') {
  const texts = {
    en: { title: 'Upcoming appointments', add: 'Add to calendar', phone: '(by telephone)' },
    cn: { title: '即將到來的預約', add: '加入日曆', phone: '（電話診症）' },
  }[lang];
  const tiles = card(page, texts.title).getByRole('listitem');
  await expect(tiles).toHaveCount(2);
  for (const [index, appointment] of booked.entries()) {
    await expect(tiles.nth(index).locator('time')).toHaveText(wallClock(appointment.start)[lang]);
  }
  const { name, ics } = await download(page, tiles.first(), texts.add);
  const phoneCall = booked[0]!;
  expect(name).toBe(`appointment-${phoneCall.start.slice(0, 10)}.ics`);
  // The file's instants are the moments the service booked, written with the clinic's offset
  // (10:15-07:00 is 17:15Z). Not compared through the browser's own time-zone data: Debian's
  // Chromium here still has B.C. on UTC-8 in winter and would read 9:15
  // (docs/site.md#the-clinics-clock).
  expect(utcInstant(eventProperty(ics, 'DTSTART')!.raw)).toBe(Date.parse(phoneCall.start));
  expect(utcInstant(eventProperty(ics, 'DTEND')!.raw)).toBe(Date.parse(phoneCall.end));
  expect(unescapeText(eventProperty(ics, 'SUMMARY')!.raw)).toContain(texts.phone);
  expect(eventProperty(ics, 'LOCATION')).toBeUndefined();
}

test.describe('upcoming appointments on the dashboard', () => {
  test(
    'patient@example.com sees the next two in Vancouver time, adds one to a calendar, and nothing moves',
    { tag: '@phone' },
    async ({ page }) => {
      await startPatientSession(page);
      // The service's answers held back, so the card is seen loading: it must already take the
      // list's room.
      await steer(page, (mock, ms) => mock.setLatency(ms), 1_500);
      await page.reload();
      const region = page.locator('.appointments-card');
      const services = page.getByRole('heading', { name: 'Request a Form', level: 2 });
      // Measured from the card's top: the announcements above may arrive at any moment.
      const layout = async () => {
        const box = await region.boundingBox();
        const below = await services.boundingBox();
        return { height: box?.height, servicesBelow: (below?.y ?? 0) - (box?.y ?? 0) };
      };
      await expect(services).toBeVisible();
      await expect(region.getByRole('status')).toHaveText(/Loading your appointments/);
      const frame = await layout();
      await expect(region.getByRole('listitem')).toHaveCount(2);
      expect(await layout()).toEqual(frame);
      await steer(page, (mock) => mock.setLatency(0), null);

      await expectListedAndDownloadable(page, 'en');
      await expectNoAxeViolations(page);
    },
  );

  test(
    'in Chinese, read in a browser set to Hong Kong time, the times stay Vancouver’s',
    { tag: '@phone' },
    async ({ browser }) => {
      const { baseURL, locale, viewport, isMobile, hasTouch } = test.info().project.use;
      // Its own context: a time zone is set for a whole context.
      const own = await browser.newContext({
        baseURL,
        locale,
        viewport,
        isMobile,
        hasTouch,
        acceptDownloads: true,
        timezoneId: 'Asia/Hong_Kong',
      });
      try {
        const page = await own.newPage();
        await openAsPatient(page, '/dashboard?lang=cn');
        await expectListedAndDownloadable(page, 'cn');
        await expectNoAxeViolations(page);
      } finally {
        await own.close();
      }
    },
  );

  test('another patient has none and can book; a failed load leaves the dashboard working', async ({
    page,
  }) => {
    await stubBookingSite(page);
    await logIn(page, 'child@example.com');
    const region = card(page, 'Upcoming appointments');
    await expect(
      region.getByText('You have no upcoming appointments. When you book one, it will show here.'),
    ).toBeVisible();
    const emptyBox = await region.boundingBox();

    await steer(page, (mock) => mock.failNext('GET', '/me/appointments', '500'), null);
    await page.reload();
    await expect(region.getByRole('alert')).toContainText('Your appointments could not be loaded.');
    expect((await region.boundingBox())?.height).toBe(emptyBox?.height);
    // The rest of the dashboard works: its services are there and usable.
    await expect(page.getByRole('heading', { name: 'Sick Note Request' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Request a sick note' })).toBeEnabled();
    await expectNoAxeViolations(page);
    await region.getByRole('button', { name: 'Try again' }).click();

    // The booking button goes where the appointment card's does.
    await region.getByRole('button', { name: 'Book an appointment' }).click();
    await expect(page.getByRole('heading', { name: BOOKING_SITE })).toBeVisible();
    expect(page.url()).toMatch(/^https:\/\/booking\.clinicportal\.ca\/auth\/[^/]+\/null$/);
  });
});
