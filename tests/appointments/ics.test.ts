import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calendarFile,
  escapeText,
  foldLine,
  utcStamp,
  type CalendarEvent,
} from '../../src/features/appointments/ics';
import { eventProperty, parseIcs, unescapeText, utcInstant } from '../../e2e/icsFile';

// The .ics file of "Add to calendar" (docs/dashboard.md#add-to-calendar): RFC 5545's form, and
// the appointment's instant whatever the season.

const octets = (text: string) => new TextEncoder().encode(text).length;

const event = (over: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: 'appt-1@richmondinstoreclinic.ca',
  start: '2026-12-03T10:15:00-08:00',
  end: '2026-12-03T10:30:00-08:00',
  stamp: new Date(Date.UTC(2026, 10, 25, 9, 0, 0)),
  summary: 'Richmond In-Store Clinic: Family medicine appointment (by telephone)',
  description: 'By telephone: the doctor will call you at 604-555-0142.\nDoctor: Dr. Sarah Lin',
  product: 'Richmond In-Store Clinic',
  ...over,
});

describe('the calendar file', () => {
  it('holds one event, its times in UTC, with CRLF line endings', () => {
    const text = calendarFile(event({ location: 'Unit 160 – 4651 No. 3 Road, Richmond, BC' }));
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const file = parseIcs(text);
    const value = (name: string) => eventProperty(file, name)?.raw;
    expect(file.properties[0]).toMatchObject({ name: 'BEGIN', raw: 'VCALENDAR' });
    expect(file.properties.find((p) => p.name === 'VERSION')?.raw).toBe('2.0');
    expect(value('UID')).toBe('appt-1@richmondinstoreclinic.ca');
    expect(value('DTSTAMP')).toBe('20261125T090000Z');
    expect(value('DTSTART')).toBe('20261203T181500Z');
    expect(value('DTEND')).toBe('20261203T183000Z');
    expect(unescapeText(value('LOCATION') ?? '')).toBe('Unit 160 – 4651 No. 3 Road, Richmond, BC');
    expect(unescapeText(value('DESCRIPTION') ?? '')).toBe(event().description);
  });

  it('writes a summer appointment with the summer offset (PDT, UTC-7)', () => {
    const file = parseIcs(calendarFile(event({ start: '2026-07-02T10:15:00-07:00' })));
    expect(eventProperty(file, 'DTSTART')?.raw).toBe('20260702T171500Z');
  });

  it('has no LOCATION for a telephone visit', () => {
    expect(eventProperty(parseIcs(calendarFile(event())), 'LOCATION')).toBeUndefined();
  });

  it('refuses a start that is no instant', () => {
    expect(() => calendarFile(event({ start: 'soon' }))).toThrow(RangeError);
  });

  it('escapes backslash, semicolon, comma and newlines in text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds a Chinese line between characters, never inside one', () => {
    const line = `SUMMARY:${'列治文店內診所：家庭醫學預約（電話診症）'.repeat(4)}`;
    const physical = foldLine(line).split('\r\n');
    expect(physical.length).toBeGreaterThan(1);
    for (const part of physical) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(physical.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });
});

// Any instant from 1990 to 2090, written with the offset Vancouver has then or with none (UTC).
const instant = fc
  .integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2090, 0, 1) })
  .map((ms) => Math.floor(ms / 60_000) * 60_000);
const text = fc.string({ unit: 'grapheme', maxLength: 300 });

describe('the calendar file, for any appointment', () => {
  it('parses back to the same instants, and no line exceeds 75 octets', () => {
    fc.assert(
      fc.property(
        instant,
        fc.integer({ min: 5, max: 240 }),
        text,
        text,
        (start, minutes, summary, description) => {
          const end = start + minutes * 60_000;
          const file = parseIcs(
            calendarFile(
              event({
                start: new Date(start).toISOString(),
                end: new Date(end).toISOString(),
                summary,
                description,
                location: summary || undefined,
              }),
            ),
          );
          expect(utcInstant(eventProperty(file, 'DTSTART')?.raw ?? '')).toBe(start);
          expect(utcInstant(eventProperty(file, 'DTEND')?.raw ?? '')).toBe(end);
          expect(unescapeText(eventProperty(file, 'SUMMARY')?.raw ?? '')).toBe(
            summary.replace(/\r\n|\r/g, '\n'),
          );
          expect(unescapeText(eventProperty(file, 'DESCRIPTION')?.raw ?? '')).toBe(
            description.replace(/\r\n|\r/g, '\n'),
          );
        },
      ),
    );
  });

  it('escaping round-trips any text', () => {
    fc.assert(
      fc.property(text, (value) => {
        const escaped = escapeText(value);
        expect(escaped).not.toMatch(/[\r\n]/);
        expect(escaped).not.toMatch(/(^|[^\\])(\\\\)*[;,]/);
        expect(unescapeText(escaped)).toBe(value.replace(/\r\n|\r/g, '\n'));
      }),
    );
  });

  it('folding never exceeds 75 octets and unfolds to the same line', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 500 }), (value) => {
        const line = `DESCRIPTION:${escapeText(value)}`;
        const physical = foldLine(line).split('\r\n');
        for (const part of physical) expect(octets(part)).toBeLessThanOrEqual(75);
        for (const part of physical.slice(1)) expect(part.startsWith(' ')).toBe(true);
        expect(physical.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
      }),
    );
  });

  it('writes the UTC form of an instant given with any offset', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -12, max: 14 }), (ms, hours) => {
        const local = new Date(ms + hours * 3_600_000).toISOString().slice(0, 19);
        const sign = hours < 0 ? '-' : '+';
        const offset = `${sign}${String(Math.abs(hours)).padStart(2, '0')}:00`;
        expect(utcInstant(utcStamp(`${local}${offset}`))).toBe(ms);
      }),
    );
  });
});
