// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { trimCheckValues, validateSickNoteCheck } from '../../src/features/sickNoteCheck/rules';
import { sickNoteOnFile } from '../builders/sickNoteCheck';

// docs/sick-note-check.md#sick-note-check-rules-and-messages: what the /validate form asks of its
// fields before any call (moved here from tests/messaging/rules.test.ts).

describe('sick note check', () => {
  const filled = sickNoteOnFile();

  it('needs every field (after trimming), then the bot check', () => {
    expect(validateSickNoteCheck({ ...filled, lastName: '  ' }, 'token')).toBe('required');
    expect(validateSickNoteCheck({ ...filled, lastName: '  ' }, null)).toBe('required');
    expect(validateSickNoteCheck(filled, null)).toBe('captcha');
    expect(validateSickNoteCheck(filled, 'token')).toBeNull();
  });

  it('trims what it sends', () => {
    expect(trimCheckValues({ ...filled, id: ' SN-20261101 ', firstName: ' Mei ' })).toEqual(filled);
  });
});
