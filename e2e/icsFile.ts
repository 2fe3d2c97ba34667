// A small reader of iCalendar files (RFC 5545), for the tests of the dashboard's "Add to
// calendar": it checks the form as it reads (CRLF endings, folded lines of at most 75 octets)
// and gives each property of the first event with its parameters and its value, unescaped.

export interface IcsProperty {
  name: string;
  params: Record<string, string>;
  /** The raw value (still escaped, for TEXT properties). */
  raw: string;
}

export interface IcsFile {
  /** The physical lines, as written. */
  physical: string[];
  /** The properties in order, unfolded. */
  properties: IcsProperty[];
}

const encoder = new TextEncoder();

/** A TEXT value's escapes undone: \\, \;, \, and \n (or \N). */
export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

export function parseIcs(text: string): IcsFile {
  if (!text.endsWith('\r\n')) throw new Error('The file does not end with CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    if (/[\r\n]/.test(line)) throw new Error(`A bare CR or LF in ${JSON.stringify(line)}`);
    const size = encoder.encode(line).length;
    if (size > 75) throw new Error(`A line of ${size} octets: ${line}`);
  }
  const logical: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (logical.length === 0) throw new Error('The file starts with a continuation');
      logical[logical.length - 1] += line.slice(1);
    } else logical.push(line);
  }
  const properties = logical.map((line) => {
    const colon = line.indexOf(':');
    if (colon < 0) throw new Error(`No value in ${line}`);
    const [name = '', ...params] = line.slice(0, colon).split(';');
    return {
      name: name.toUpperCase(),
      params: Object.fromEntries(
        params.map((param) => {
          const [key = '', value = ''] = param.split('=');
          return [key.toUpperCase(), value];
        }),
      ),
      raw: line.slice(colon + 1),
    };
  });
  return { physical, properties };
}

/** The first event's property of that name, or undefined. */
export function eventProperty(file: IcsFile, name: string): IcsProperty | undefined {
  const start = file.properties.findIndex((p) => p.name === 'BEGIN' && p.raw === 'VEVENT');
  return file.properties.slice(start).find((p) => p.name === name);
}

/** A DATE-TIME in the UTC form (20261203T181500Z) as epoch milliseconds. */
export function utcInstant(value: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) throw new Error(`Not a UTC date-time: ${value}`);
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  return Date.UTC(y ?? 0, (mo ?? 1) - 1, d, h, mi, s);
}
