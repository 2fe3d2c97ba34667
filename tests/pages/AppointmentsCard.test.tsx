import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppointmentsCard } from '../../src/features/appointments';
import { formatClinicTime } from '../../src/features/appointments/clinicTime';
import { selectAppointments } from '../../src/features/appointments/slice';
import { loggedOut } from '../../src/state/session';
import { failNext } from '../../src/testing/mock-clinic/controls';
import { buildPatientAppointments } from '../../src/testing/mock-clinic/seed/appointments';
import { eventProperty, parseIcs, unescapeText, utcInstant } from '../../e2e/icsFile';
import { PATIENTS } from '../builders/users';
import { renderWithProviders, type Lang } from '../utils/render';

// The dashboard's card of upcoming appointments (docs/dashboard.md#upcoming-appointments) against
// the mock clinic: the list in both languages, none, a failure and its retry, and the .ics file.
// The journey on /dashboard (download, axe, both widths) is e2e/appointments.spec.ts.

const TEXTS = {
  en: {
    title: 'Upcoming appointments',
    phone: ['Family medicine', 'By telephone: the doctor calls you', 'With Dr. Sarah Lin'],
    icbc: ['ICBC (car crash)', 'In person at the clinic', 'With Dr. Michael Tse'],
    add: 'Add to calendar',
    empty: 'You have no upcoming appointments. When you book one, it will show here.',
    book: 'Book an appointment',
    failed: 'Your appointments could not be loaded.',
    retry: 'Try again',
    summary: 'Richmond In-Store Clinic: Family medicine appointment (by telephone)',
  },
  cn: {
    title: '即將到來的預約',
    phone: ['家庭醫學', '電話診症：醫生會致電給您', '主診醫生：Dr. Sarah Lin'],
    icbc: ['車禍（ICBC）', '親身到診', '主診醫生：Dr. Michael Tse'],
    add: '加入日曆',
    empty: '您暫時沒有即將到來的預約。預約後，預約資料會在這裏顯示。',
    book: '預約看診',
    failed: '未能載入您的預約。',
    retry: '再試一次',
    summary: '列治文店內診所：家庭醫學預約（電話診症）',
  },
} as const;

/** What the dashboard passes: its own booking button, with the card's label. */
const booking = (label: string) => <button type="button">{label}</button>;

const seeded = buildPatientAppointments().filter((a) => a.status === 'booked');

const card = (lang: Lang) => screen.getByRole('region', { name: TEXTS[lang].title });

describe.each(['en', 'cn'] as const)('upcoming appointments in %s', (lang) => {
  const t = TEXTS[lang];

  it("lists patient@example.com's two booked visits in Vancouver time, soonest first", async () => {
    await renderWithProviders(<AppointmentsCard booking={booking} />, {
      route: '/dashboard',
      lang,
      user: PATIENTS.full,
    });
    const tiles = await within(await screen.findByRole('list')).findAllByRole('listitem');
    expect(tiles).toHaveLength(2);
    const [first, second] = tiles as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent(formatClinicTime(seeded[0]?.start ?? '', lang));
    for (const text of t.phone) expect(within(first).getByText(text)).toBeVisible();
    expect(second).toHaveTextContent(formatClinicTime(seeded[1]?.start ?? '', lang));
    for (const text of t.icbc) expect(within(second).getByText(text)).toBeVisible();
    // The completed visit is not upcoming.
    expect(screen.getAllByRole('button', { name: t.add })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: t.book })).toBeNull();
    // Each button says which appointment it adds.
    expect(within(first).getByRole('button', { name: t.add })).toHaveAccessibleDescription(
      formatClinicTime(seeded[0]?.start ?? '', lang),
    );
  });

  it('another patient has none: a friendly line and the booking button', async () => {
    await renderWithProviders(<AppointmentsCard booking={booking} />, {
      route: '/dashboard',
      lang,
      user: PATIENTS.withoutPharmacy,
    });
    expect(await screen.findByText(t.empty)).toBeVisible();
    expect(within(card(lang)).getByRole('button', { name: t.book })).toBeEnabled();
    expect(screen.queryByRole('button', { name: t.add })).toBeNull();
  });

  it('a failed load says so in the card, and Try again loads the list', async () => {
    const user = userEvent.setup({ delay: null });
    failNext('GET', '/me/appointments', '500');
    const { store } = await renderWithProviders(<AppointmentsCard booking={booking} />, {
      route: '/dashboard',
      lang,
      user: PATIENTS.full,
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t.failed);
    expect(card(lang)).toContainElement(alert);
    await user.click(within(alert).getByRole('button', { name: t.retry }));
    expect(await screen.findAllByRole('button', { name: t.add })).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
    // Logging out empties it, for whoever logs in next.
    store.dispatch(loggedOut('user'));
    expect(selectAppointments(store.getState())).toMatchObject({ upcoming: [], loaded: false });
  });
});

describe('Add to calendar', () => {
  let saved: { name: string; blob: Blob } | null = null;
  beforeEach(() => {
    saved = null;
    let blob: Blob | null = null;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
      blob = object as Blob;
      return 'blob:appointment';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      if (blob) saved = { name: this.download, blob };
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each(['en', 'cn'] as const)(
    'downloads the telephone visit as an .ics file in %s, at its instant',
    async (lang) => {
      const user = userEvent.setup({ delay: null });
      await renderWithProviders(<AppointmentsCard booking={booking} />, {
        route: '/dashboard',
        lang,
        user: PATIENTS.full,
      });
      const [first] = await screen.findAllByRole('button', { name: TEXTS[lang].add });
      await user.click(first as HTMLElement);
      await waitFor(() => expect(saved).not.toBeNull());
      const phoneCall = seeded[0];
      expect(saved?.name).toBe(`appointment-${phoneCall?.start.slice(0, 10)}.ics`);
      expect(saved?.blob.type).toBe('text/calendar;charset=utf-8');
      const file = parseIcs(await (saved as unknown as { blob: Blob }).blob.text());
      expect(utcInstant(eventProperty(file, 'DTSTART')?.raw ?? '')).toBe(
        Date.parse(phoneCall?.start ?? ''),
      );
      expect(unescapeText(eventProperty(file, 'SUMMARY')?.raw ?? '')).toBe(TEXTS[lang].summary);
      expect(eventProperty(file, 'LOCATION')).toBeUndefined();
      // The seeded patient's mobile number, which the doctor calls.
      expect(unescapeText(eventProperty(file, 'DESCRIPTION')?.raw ?? '')).toContain('604-555-0142');
      expect(first).toBeEnabled();
    },
  );
});
