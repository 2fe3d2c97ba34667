// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FileFacts } from '../../src/lib/files';
import {
  fitsTotal,
  totalSize,
  UPLOAD_MAX_FILES,
  UPLOAD_MAX_TOTAL_BYTES,
  uploadProblem,
} from '../../src/lib/uploadRules';

const ascii = (text: string) => new Uint8Array([...text].map((c) => c.charCodeAt(0)));
const PDF = ascii('%PDF-1.7\n%\xe2\xe3\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const HEIC = new Uint8Array([0, 0, 0, 24, ...ascii('ftypheic')]);
const MB = 1024 * 1024;

const fact = (name: string, type: string, head: Uint8Array, size = 2_000): FileFacts => ({
  name,
  type,
  head,
  size,
});
const pdf = (size?: number) => fact('form.pdf', 'application/pdf', PDF, size);

describe('the upload limits (docs/requests.md#upload-files)', () => {
  it('are 3 files and 10 MB in all', () => {
    expect(UPLOAD_MAX_FILES).toBe(3);
    expect(UPLOAD_MAX_TOTAL_BYTES).toBe(10 * MB);
  });

  it('need at least one file', () => {
    expect(uploadProblem([])).toBe('none');
  });

  it('take PDF, PNG and JPEG, told by content as well as by name and type', () => {
    expect(
      uploadProblem([
        pdf(),
        fact('knee.png', 'image/png', PNG),
        fact('IMG_2231.JPG', 'image/jpeg', JPEG),
      ]),
    ).toBeNull();
    expect(uploadProblem([fact('scan.pdf', 'application/pdf', PNG)])).toBe('mismatch');
    expect(uploadProblem([fact('notes.docx', '', PDF)])).toBe('unsupported');
  });

  it('refuse HEIC however it shows itself', () => {
    expect(uploadProblem([fact('IMG_0001.HEIC', 'image/heic', HEIC)])).toBe('heic');
    expect(uploadProblem([fact('photo.jpg', 'image/jpeg', HEIC)])).toBe('heic');
  });

  it('refuse a fourth file before looking at any', () => {
    expect(uploadProblem([pdf(), pdf(), pdf(), fact('x.heic', 'image/heic', HEIC)])).toBe(
      'tooMany',
    );
  });

  it('refuse 12 MB, and take exactly 10 MB', () => {
    expect(uploadProblem([pdf(12 * MB)])).toBe('tooLarge');
    expect(uploadProblem([pdf(4 * MB), pdf(6 * MB)])).toBeNull();
    expect(uploadProblem([pdf(4 * MB), pdf(6 * MB + 1)])).toBe('tooLarge');
  });

  it('judge a selection by its total, whatever the split', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 6 * MB }), {
          minLength: 1,
          maxLength: UPLOAD_MAX_FILES,
        }),
        (sizes) => {
          const problem = uploadProblem(sizes.map((size) => pdf(size)));
          const total = sizes.reduce((sum, size) => sum + size, 0);
          expect(problem).toBe(total > UPLOAD_MAX_TOTAL_BYTES ? 'tooLarge' : null);
        },
      ),
    );
  });

  it('add up sizes and tell whether more fit', () => {
    expect(totalSize([])).toBe(0);
    expect(totalSize([{ size: 3 }, { size: 4 }])).toBe(7);
    expect(fitsTotal([{ size: 6 * MB }], [{ size: 4 * MB }], 10 * MB)).toBe(true);
    expect(fitsTotal([{ size: 6 * MB }], [{ size: 4 * MB + 1 }], 10 * MB)).toBe(false);
    expect(fitsTotal([{ size: 60 * MB }], [{ size: 1 }], undefined)).toBe(true);
  });
});
