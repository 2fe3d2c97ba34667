// An appointment as an iCalendar file (RFC 5545), built in the browser. Pure: the texts come in
// already in the patient's language. Loaded on the "Add to calendar" click, not with the page.

export interface CalendarEvent {
  /** Unique and stable for the appointment, so importing it twice updates one event. */
  uid: string;
  /** ISO 8601 instants (with their offset). */
  start: string;
  end: string;
  /** When the file is made. */
  stamp: Date;
  summary: string;
  /** The clinic's address for an in-person visit; none for a telephone one. */
  location?: string;
  description: string;
  /** PRODID's product name (ASCII, who made the file). */
  product: string;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** An instant in the UTC form (20261203T181500Z): one moment in every calendar, no zone rules. */
export function utcStamp(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(Date.parse(value)) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not an instant: ${String(value)}`);
  return date
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replace(/[-:]/g, '');
}

/** A TEXT value (RFC 5545 3.3.11): backslash, semicolon and comma escaped, newlines as \n. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();
const octets = (text: string) => encoder.encode(text).length;

/**
 * A content line folded (RFC 5545 3.1): no line longer than 75 octets, each continuation starting
 * with one space, and never inside a UTF-8 character (Chinese takes 3 octets a character).
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const width = octets(char);
    if (size + width > MAX_OCTETS) {
      lines.push(current);
      current = ' ';
      size = 1;
    }
    current += char;
    size += width;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** The whole file: CRLF line endings, one event, times in UTC. */
export function calendarFile(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${event.product.replace(/[^\x20-\x7e]/g, '')}//Patient Portal//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    `DESCRIPTION:${escapeText(event.description)}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
