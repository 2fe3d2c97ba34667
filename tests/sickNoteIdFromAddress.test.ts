// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_ADDRESS_ID_LENGTH,
  sickNoteIdFromQuery,
} from '../src/features/sickNoteCheck/idFromAddress';

// docs/sick-note-check.md#sick-note-check-form: /validate?id=SN-… fills in the Sick Note ID, and
// only an ID: names never travel in an address.

describe('the Sick Note ID a link carries', () => {
  it.each([
    ['?id=SN-20261101', 'SN-20261101'],
    ['?id=%20SN-20261101%20', 'SN-20261101'],
    ['?lang=cn&id=sn-20261101', 'sn-20261101'],
    ['', ''],
    ['?id=', ''],
    ['?id=Mei%20Chen', ''],
    ['?id=SN-1%3Cscript%3E', ''],
    ['?firstName=Mei', ''],
    [`?id=${'A'.repeat(MAX_ADDRESS_ID_LENGTH + 1)}`, ''],
  ])('%s gives %j', (search, id) => {
    expect(sickNoteIdFromQuery(search)).toBe(id);
  });

  it('is an ID or nothing, whatever the address says', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const id = sickNoteIdFromQuery(`?id=${encodeURIComponent(text)}`);
        expect(id === '' || /^[A-Za-z0-9-]{1,40}$/.test(id)).toBe(true);
        if (id !== '') expect(id).toBe(text.trim());
      }),
    );
  });
});
