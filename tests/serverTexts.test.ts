// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import cnServer from '../src/i18n/locales/cn/server.json';
import enServer from '../src/i18n/locales/en/server.json';
import { CARD_TEXTS } from '../src/testing/mock-clinic/cardProvider';
import { LOGIN_MESSAGES } from '../src/testing/mock-clinic/handlers/auth';
import { AUTH_LINK_MESSAGES } from '../src/testing/mock-clinic/handlers/authLink';
import { HANDOFF_MESSAGES } from '../src/testing/mock-clinic/handlers/handoff';
import { PROFILE_MESSAGES } from '../src/testing/mock-clinic/handlers/me';
import { MEDICATION_SITE_MESSAGES } from '../src/testing/mock-clinic/handlers/medicationSite';
import { MESSAGE_TEXTS } from '../src/testing/mock-clinic/handlers/messages';
import { PASSWORD_MESSAGES } from '../src/testing/mock-clinic/handlers/password';
import { PHARMACY_MESSAGES } from '../src/testing/mock-clinic/handlers/pharmacy';
import { RECORD_TEXTS } from '../src/testing/mock-clinic/handlers/records';
import { CONFIRM_MESSAGES, REGISTER_MESSAGES } from '../src/testing/mock-clinic/handlers/register';
import { UPLOAD_TEXTS } from '../src/testing/mock-clinic/handlers/uploads';
import { VALIDATION_TEXTS } from '../src/testing/mock-clinic/handlers/validation';
import { REQUEST_TEXTS } from '../src/testing/mock-clinic/requestRules';

// The language sweep (e2e/sweep.spec.ts) sees only the service's answers that its walk meets.
// Here every text the mock clinic can answer with must have its Chinese in the 'server'
// namespace, or a Chinese page would show it in English.

// (The payment messages of src/features/payment/chargeReply.ts are the app's own locale keys.)
const tables = {
  CARD_TEXTS,
  LOGIN_MESSAGES,
  AUTH_LINK_MESSAGES,
  HANDOFF_MESSAGES,
  PROFILE_MESSAGES,
  MEDICATION_SITE_MESSAGES,
  MESSAGE_TEXTS,
  PASSWORD_MESSAGES,
  PHARMACY_MESSAGES,
  RECORD_TEXTS,
  CONFIRM_MESSAGES,
  REGISTER_MESSAGES,
  UPLOAD_TEXTS,
  VALIDATION_TEXTS,
  REQUEST_TEXTS,
};

/** Every string in a table, with where it sits ("TABLE.key"); functions are called with 'X'. */
function texts(name: string, value: unknown): [string, string][] {
  if (typeof value === 'string') return [[name, value]];
  if (typeof value === 'function')
    return texts(`${name}()`, (value as (x: string) => unknown)('X'));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => texts(`${name}.${key}`, inner));
  }
  return [];
}

const all = Object.entries(tables).flatMap(([name, table]) => texts(name, table));
const en = enServer as Record<string, string>;
const cn = cnServer as Record<string, string>;

/** Tables of texts, found by name in the source: a new one must be listed above. */
function declaredTables(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return declaredTables(file);
    if (!/\.tsx?$/.test(entry.name)) return [];
    const source = readFileSync(file, 'utf8');
    return [...source.matchAll(/export const (\w+_(?:MESSAGES|TEXTS)) =/g)].map((m) => m[1] ?? '');
  });
}

describe('the service texts in Chinese', () => {
  it('finds the texts', () => {
    expect(all.length).toBeGreaterThan(30);
  });

  it('reads every table of texts there is', () => {
    const declared = declaredTables(path.resolve(__dirname, '../src'));
    // The app's own locale keys for payment failures, not texts of the service.
    const listed = [...Object.keys(tables), 'PAYMENT_MESSAGES'];
    expect(declared.filter((name) => !listed.includes(name))).toEqual([]);
  });

  it('has every text the mock clinic answers with in en/server.json and cn/server.json', () => {
    const missing = all.filter(([, text]) => !(text in en) || !(text in cn));
    expect(missing.map(([where, text]) => `${where}: ${text}`)).toEqual([]);
  });
});
