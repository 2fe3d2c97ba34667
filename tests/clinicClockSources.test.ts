// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The clinic's clock has one path (docs/site.md#the-clinics-clock): src/lib/clinicZone.ts's rule,
// through src/lib/clinicClock.ts. Nothing in src/ may ask the device's time-zone data instead,
// or a date would again read differently in WebKit than in Chromium (issue 27).

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

const FORBIDDEN: [string, RegExp][] = [
  ['an Intl time zone', /\btimeZone\s*:/],
  ["dayjs's timezone plugin", /dayjs\/plugin\/timezone|\.tz\(/],
  // It passes through the device's local zone (an hour off near that zone's own change).
  ["dayjs's utcOffset", /\.utcOffset\(/],
  ['a named zone', /America\/Vancouver|CLINIC_TZ/],
  ["the device's own formatting", /\.toLocale(Date|Time)?String\(/],
];

describe("src/ reads no device's time-zone data", () => {
  const files = sources('src').map((path) => ({ path, text: readFileSync(path, 'utf8') }));

  it('finds the sources', () => {
    expect(files.some((file) => file.path.endsWith(join('lib', 'clinicZone.ts')))).toBe(true);
  });

  it.each(FORBIDDEN)('uses no %s', (_what, pattern) => {
    expect(files.filter((file) => pattern.test(file.text)).map((file) => file.path)).toEqual([]);
  });
});
