// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fileProblem,
  formatFileSize,
  kindFromMime,
  kindFromName,
  MAX_FILES_PER_PICKER,
  sniffKind,
  withAdded,
} from '../../src/lib/files';

const bytes = (...values: number[]) =>
  new Uint8Array([...values, ...Array(12).fill(0)].slice(0, 12));
const ascii = (text: string) => new Uint8Array([...text].map((c) => c.charCodeAt(0)));
const PDF = ascii('%PDF-1.7\n%\xe2\xe3');
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0);
const HEIC = new Uint8Array([0, 0, 0, 24, ...ascii('ftypheic')]);

describe('what a file claims and what it is', () => {
  it('reads the kind from the last extension, in any case', () => {
    expect(kindFromName('scan.PDF')).toBe('pdf');
    expect(kindFromName('photo.final.JPeG')).toBe('jpeg');
    expect(kindFromName('IMG_0001.HEIC')).toBe('heic');
    expect(kindFromName('rash.png ')).toBe('png');
    expect(kindFromName('notes.docx')).toBe('other');
    expect(kindFromName('pdf')).toBe('other');
  });

  it('reads the declared MIME type', () => {
    expect(kindFromMime('application/pdf')).toBe('pdf');
    expect(kindFromMime('image/JPEG')).toBe('jpeg');
    expect(kindFromMime('image/heif')).toBe('heic');
    expect(kindFromMime('')).toBe('other');
  });

  it('knows PDF, PNG, JPEG and HEIC by their first bytes', () => {
    expect(sniffKind(PDF)).toBe('pdf');
    expect(sniffKind(PNG)).toBe('png');
    expect(sniffKind(JPEG)).toBe('jpeg');
    expect(sniffKind(HEIC)).toBe('heic');
    expect(sniffKind(ascii('GIF89a\0\0\0\0\0\0'))).toBe('other');
    expect(sniffKind(new Uint8Array())).toBe('other');
  });
});

describe('fileProblem', () => {
  const facts = (name: string, type: string, head: Uint8Array, size = 1000) => ({
    name,
    type,
    head,
    size,
  });

  it('accepts PDF, PNG and JPEG whose content agrees with the name', () => {
    expect(fileProblem(facts('form.pdf', 'application/pdf', PDF))).toBeNull();
    expect(fileProblem(facts('rash.png', 'image/png', PNG))).toBeNull();
    expect(fileProblem(facts('rash.jpg', 'image/jpeg', JPEG))).toBeNull();
    expect(fileProblem(facts('rash.jpeg', '', JPEG))).toBeNull();
  });

  it('names HEIC however it shows itself', () => {
    expect(fileProblem(facts('IMG_1.heic', 'image/heic', HEIC))).toBe('heic');
    expect(fileProblem(facts('IMG_1.jpg', 'image/jpeg', HEIC))).toBe('heic');
    expect(fileProblem(facts('IMG_1.jpg', 'image/heic', JPEG))).toBe('heic');
  });

  it('refuses other types, renamed files and empty files', () => {
    expect(fileProblem(facts('notes.docx', '', PDF))).toBe('unsupported');
    expect(
      fileProblem(facts('virus.pdf', 'application/pdf', ascii('MZ\x90\0\0\0\0\0\0\0\0\0'))),
    ).toBe('mismatch');
    expect(fileProblem(facts('rash.png', 'image/jpeg', PNG))).toBe('mismatch');
    expect(fileProblem(facts('rash.png', 'image/png', JPEG))).toBe('mismatch');
    expect(fileProblem(facts('empty.pdf', 'application/pdf', new Uint8Array(), 0))).toBe('empty');
  });
});

describe('the per-picker limit', () => {
  it('allows up to 3 files and refuses the pick that would pass it', () => {
    expect(MAX_FILES_PER_PICKER).toBe(3);
    expect(withAdded(['a'], ['b', 'c'])).toEqual(['a', 'b', 'c']);
    expect(withAdded(['a', 'b'], ['c', 'd'])).toBeNull();
  });

  it('never holds more than the limit, and keeps what was there', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { maxLength: 3 }),
        fc.array(fc.integer(), { maxLength: 6 }),
        (current, incoming) => {
          const next = withAdded(current, incoming);
          if (next === null) return current.length + incoming.length > 3;
          return (
            next.length <= 3 && next.slice(0, current.length).every((v, i) => v === current[i])
          );
        },
      ),
    );
  });
});

describe('formatFileSize', () => {
  it('shows bytes, KB and MB', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(182_344)).toBe('178 KB');
    expect(formatFileSize(1_204_551)).toBe('1.1 MB');
    expect(formatFileSize(-1)).toBe('');
  });
});
