import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Appointment } from '../../src/api/types';
import {
  UPCOMING_CAP,
  readAppointments,
  upcomingAppointments,
} from '../../src/features/appointments/upcoming';

// Which appointments the dashboard lists (docs/dashboard.md#upcoming-appointments).

const NOW = Date.parse('2026-11-25T09:00:00-08:00');

const appointment = (over: Partial<Appointment> = {}): Appointment => ({
  id: 'a',
  start: '2026-12-03T10:15:00-08:00',
  end: '2026-12-03T10:30:00-08:00',
  type: 'familyMedicine',
  mode: 'telephone',
  doctor: 'Dr. Sarah Lin',
  status: 'booked',
  ...over,
});

describe('upcoming appointments', () => {
  it('are the booked ones not yet over, soonest first, at most two', () => {
    const list = [
      appointment({
        id: 'later',
        start: '2026-12-10T14:00:00-08:00',
        end: '2026-12-10T14:30:00-08:00',
      }),
      appointment({
        id: 'past',
        start: '2026-10-14T09:30:00-07:00',
        end: '2026-10-14T09:45:00-07:00',
      }),
      appointment({ id: 'cancelled', status: 'cancelled' }),
      appointment({ id: 'completed', status: 'completed' }),
      appointment({ id: 'soon' }),
      appointment({
        id: 'last',
        start: '2027-01-05T09:00:00-08:00',
        end: '2027-01-05T09:15:00-08:00',
      }),
    ];
    expect(UPCOMING_CAP).toBe(2);
    expect(upcomingAppointments(list, NOW).map((a) => a.id)).toEqual(['soon', 'later']);
  });

  it('include one under way (the doctor may be about to call), not one just ended', () => {
    const underWay = appointment({
      start: '2026-11-25T08:50:00-08:00',
      end: '2026-11-25T09:05:00-08:00',
    });
    const ended = appointment({
      id: 'b',
      start: '2026-11-25T08:30:00-08:00',
      end: '2026-11-25T09:00:00-08:00',
    });
    expect(upcomingAppointments([underWay, ended], NOW)).toEqual([underWay]);
  });

  it('compare instants, not texts: 10:00 in Vancouver is after 17:30 written in UTC', () => {
    const vancouver = appointment({
      id: 'v',
      start: '2026-12-03T10:00:00-08:00',
      end: '2026-12-03T10:15:00-08:00',
    });
    const utc = appointment({
      id: 'u',
      start: '2026-12-03T17:30:00Z',
      end: '2026-12-03T17:45:00Z',
    });
    expect(upcomingAppointments([vancouver, utc], NOW).map((a) => a.id)).toEqual(['u', 'v']);
  });

  it('for any list: sorted, booked, not over, and no more than the cap', () => {
    const item = fc.record({
      id: fc.string({ minLength: 1, maxLength: 4 }),
      start: fc.integer({ min: NOW - 30 * 86_400_000, max: NOW + 60 * 86_400_000 }),
      minutes: fc.integer({ min: 5, max: 120 }),
      status: fc.constantFrom('booked', 'completed', 'cancelled'),
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 12 }), fc.nat({ max: 5 }), (items, cap) => {
        const list = items.map((i) =>
          appointment({
            id: i.id,
            start: new Date(i.start).toISOString(),
            end: new Date(i.start + i.minutes * 60_000).toISOString(),
            status: i.status as Appointment['status'],
          }),
        );
        const shown = upcomingAppointments(list, NOW, cap);
        const eligible = list.filter((a) => a.status === 'booked' && Date.parse(a.end) > NOW);
        expect(shown.length).toBe(Math.min(cap, eligible.length));
        for (const a of shown) expect(eligible).toContain(a);
        const starts = shown.map((a) => Date.parse(a.start));
        expect(starts).toEqual([...starts].sort((x, y) => x - y));
        // None left out starts before the last one shown.
        const last = starts.at(-1) ?? -Infinity;
        const left = eligible.filter((a) => !shown.includes(a));
        if (shown.length === cap)
          for (const a of left) expect(Date.parse(a.start)).toBeGreaterThanOrEqual(last);
      }),
    );
  });
});

describe("reading the service's answer", () => {
  it('keeps what it can read and leaves out the rest', () => {
    const good = appointment();
    expect(
      readAppointments([
        good,
        { ...good, id: '' },
        { ...good, start: 'next Tuesday' },
        { ...good, end: '2026-12-03T10:00:00-08:00' },
        { ...good, type: 'dental' },
        { ...good, mode: 'video' },
        { ...good, status: 'pending' },
        { ...good, doctor: undefined, id: 'no-doctor' },
        null,
        'appt',
      ]),
    ).toEqual([good, { ...good, id: 'no-doctor', doctor: '' }]);
  });

  it('reads nothing from an answer that is not a list', () => {
    expect(readAppointments({ appointments: [] })).toEqual([]);
  });
});
