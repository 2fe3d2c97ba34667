// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_KINDS,
  acceptAttribute,
  checkFile,
  fileProblem,
  formatFileSize,
  HEAD_BYTES,
  KIND_EXTENSIONS,
  kindFromMime,
  kindFromName,
  MAX_FILES_PER_PICKER,
  refusalText,
  sniffKind,
  withAdded,
  type FileKind,
  type FileUse,
} from '../../src/lib/files';
import cnFiles from '../../src/i18n/locales/cn/files.json';
import enFiles from '../../src/i18n/locales/en/files.json';

const bytes = (...values: number[]) =>
  new Uint8Array([...values, ...Array(12).fill(0)].slice(0, 12));
const ascii = (text: string) => new Uint8Array([...text].map((c) => c.charCodeAt(0)));
const PDF = ascii('%PDF-1.7\n%\xe2\xe3');
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0);
const HEIC = new Uint8Array([0, 0, 0, 24, ...ascii('ftypheic')]);
const GIF = ascii('GIF89a\x01\0\x01\0\x80\0');
const WEBP = new Uint8Array([...ascii('RIFF'), 0x24, 0x10, 0, 0, ...ascii('WEBP')]);

describe('what a file claims and what it is', () => {
  it('reads the kind from the last extension, in any case', () => {
    expect(kindFromName('scan.PDF')).toBe('pdf');
    expect(kindFromName('photo.final.JPeG')).toBe('jpeg');
    expect(kindFromName('IMG_0001.HEIC')).toBe('heic');
    expect(kindFromName('rash.png ')).toBe('png');
    expect(kindFromName('anim.GIF')).toBe('gif');
    expect(kindFromName('chat-photo.webp')).toBe('webp');
    expect(kindFromName('notes.docx')).toBe('other');
    expect(kindFromName('pdf')).toBe('other');
  });

  it('reads the declared MIME type', () => {
    expect(kindFromMime('application/pdf')).toBe('pdf');
    expect(kindFromMime('image/JPEG')).toBe('jpeg');
    expect(kindFromMime('image/heif')).toBe('heic');
    expect(kindFromMime('image/gif')).toBe('gif');
    expect(kindFromMime('image/webp')).toBe('webp');
    expect(kindFromMime('')).toBe('other');
  });

  it('knows PDF, PNG, JPEG, GIF, WebP and HEIC by their first bytes', () => {
    expect(sniffKind(PDF)).toBe('pdf');
    expect(sniffKind(PNG)).toBe('png');
    expect(sniffKind(JPEG)).toBe('jpeg');
    expect(sniffKind(GIF)).toBe('gif');
    expect(sniffKind(ascii('GIF87a\0\0\0\0\0\0'))).toBe('gif');
    expect(sniffKind(WEBP)).toBe('webp');
    expect(sniffKind(HEIC)).toBe('heic');
    expect(sniffKind(new Uint8Array())).toBe('other');
  });

  it('does not take lookalikes for images', () => {
    expect(sniffKind(ascii('GIF90a\0\0\0\0\0\0'))).toBe('other');
    // A RIFF file of another form (a WAV sound) is not a WebP picture.
    expect(sniffKind(new Uint8Array([...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WAVE')]))).toBe(
      'other',
    );
    expect(sniffKind(ascii('RIFF'))).toBe('other');
  });
});

const facts = (name: string, type: string, head: Uint8Array, size = 1000) => ({
  name,
  type,
  head,
  size,
});

describe('fileProblem for a message attachment (docs/messages.md#attachments: PDF and images)', () => {
  const attachment = (name: string, type: string, head: Uint8Array, size?: number) =>
    fileProblem(facts(name, type, head, size), 'attachment');

  it('accepts PDF, JPEG, PNG, GIF and WebP whose content agrees with the name', () => {
    expect(attachment('form.pdf', 'application/pdf', PDF)).toBeNull();
    expect(attachment('rash.png', 'image/png', PNG)).toBeNull();
    expect(attachment('rash.jpg', 'image/jpeg', JPEG)).toBeNull();
    expect(attachment('rash.jpeg', '', JPEG)).toBeNull();
    expect(attachment('rash.gif', 'image/gif', GIF)).toBeNull();
    expect(attachment('rash.webp', 'image/webp', WEBP)).toBeNull();
  });

  it("refuses HEIC however it shows itself, with the spec's text", () => {
    expect(attachment('IMG_1.heic', 'image/heic', HEIC)).toBe('heic');
    expect(attachment('IMG_1.jpg', 'image/jpeg', HEIC)).toBe('heic');
    expect(attachment('IMG_1.jpg', 'image/heic', JPEG)).toBe('heic');
    const refusal = checkFile(facts('IMG_1.HEIC', 'image/heic', HEIC), 'attachment');
    expect(refusal && refusalText('IMG_1.HEIC', refusal, 'attachment')).toEqual({
      key: 'errors.heic',
      values: {},
    });
  });

  it('refuses other types, renamed files and empty files', () => {
    expect(attachment('notes.docx', '', PDF)).toBe('unsupported');
    expect(attachment('scan.bmp', 'image/bmp', ascii('BM\0\0\0\0\0\0\0\0\0\0'))).toBe(
      'unsupported',
    );
    expect(attachment('virus.pdf', 'application/pdf', ascii('MZ\x90\0\0\0\0\0\0\0\0\0'))).toBe(
      'mismatch',
    );
    expect(attachment('rash.png', 'image/png', JPEG)).toBe('mismatch');
    expect(attachment('chat.jpg', 'image/jpeg', WEBP)).toBe('mismatch');
    expect(attachment('empty.pdf', 'application/pdf', new Uint8Array(), 0)).toBe('empty');
  });

  it("lets a browser's wrong label pass when the name and the content agree", () => {
    expect(attachment('rash.png', 'image/jpeg', PNG)).toBeNull();
    expect(attachment('scan.pdf', 'application/octet-stream', PDF)).toBeNull();
  });
});

describe('fileProblem for a form document (docs/requests.md#upload-files: PDF, JPG or PNG)', () => {
  const upload = (name: string, type: string, head: Uint8Array) =>
    fileProblem(facts(name, type, head), 'upload');

  it('accepts PDF, JPEG and PNG only', () => {
    expect(upload('form.pdf', 'application/pdf', PDF)).toBeNull();
    expect(upload('form.jpg', 'image/jpeg', JPEG)).toBeNull();
    expect(upload('form.png', 'image/png', PNG)).toBeNull();
    expect(upload('form.gif', 'image/gif', GIF)).toBe('unsupported');
    expect(upload('form.webp', 'image/webp', WEBP)).toBe('unsupported');
    expect(upload('form.heic', 'image/heic', HEIC)).toBe('heic');
  });
});

describe('what the patient reads about a refused file', () => {
  const text = (name: string, head: Uint8Array, use: FileUse) => {
    const refusal = checkFile(facts(name, '', head), use);
    return refusal && refusalText(name, refusal, use);
  };

  it('a picture with the wrong ending: what it really is, and the ending to give it', () => {
    expect(text('photo.jpg', PNG, 'attachment')).toEqual({
      key: 'errors.mismatch.renamed',
      values: { name: 'photo.jpg', claimed: 'JPG', actual: 'PNG', extension: 'png' },
    });
    expect(text('chat.jpg', WEBP, 'attachment')).toEqual({
      key: 'errors.mismatch.renamed',
      values: { name: 'chat.jpg', claimed: 'JPG', actual: 'WebP', extension: 'webp' },
    });
  });

  it('on the upload page, a renamed picture of a kind it does not take is refused as such', () => {
    expect(text('chat.jpg', WEBP, 'upload')).toEqual({
      key: 'errors.mismatch.refused.upload',
      values: { name: 'chat.jpg', claimed: 'JPG', actual: 'WebP', extension: 'webp' },
    });
  });

  it('content of no known kind: perhaps damaged, perhaps another file renamed', () => {
    expect(text('results.pdf', ascii('<!DOCTYPE html'), 'attachment')).toEqual({
      key: 'errors.mismatch.unknown',
      values: { name: 'results.pdf', claimed: 'PDF' },
    });
  });

  it('a type the use does not take names the kinds it does', () => {
    expect(text('notes.docx', PDF, 'attachment')?.key).toBe('errors.unsupported.attachment');
    expect(text('anim.gif', GIF, 'upload')?.key).toBe('errors.unsupported.upload');
    expect(text('blank.pdf', new Uint8Array(), 'upload')?.key).toBe('errors.mismatch.unknown');
  });

  it('every text it can choose exists in English and Chinese, with every value it asks for', () => {
    const lookup = (texts: object, key: string): unknown =>
      key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], texts);
    const kinds = [...KINDS, 'other' as const];
    for (const use of USES) {
      for (const named of kinds) {
        for (const made of kinds) {
          for (const size of [0, 10]) {
            const name = named === 'other' ? 'file.txt' : `file.${KIND_EXTENSIONS[named]}`;
            const head = made === 'other' ? ascii('hello, world') : HEADS[made];
            const refusal = checkFile(facts(name, '', head, size), use);
            if (!refusal) continue;
            const { key, values } = refusalText(name, refusal, use);
            for (const texts of [enFiles, cnFiles]) {
              const found = lookup(texts, key);
              expect(typeof found, `${key} in ${use}`).toBe('string');
              // No placeholder is left for the patient to read as {{…}}.
              for (const [, placeholder] of (found as string).matchAll(/\{\{(\w+)\}\}/g)) {
                expect(values).toHaveProperty(placeholder as string);
              }
            }
          }
        }
      }
    }
  });
});

describe('the accept lists', () => {
  it('offer the kinds each use takes, by extension and by type', () => {
    expect(acceptAttribute('attachment')).toBe(
      '.pdf,.png,.jpg,.jpeg,.gif,.webp,application/pdf,image/jpeg,image/png,image/gif,image/webp',
    );
    expect(acceptAttribute('upload')).toBe(
      '.pdf,.png,.jpg,.jpeg,application/pdf,image/jpeg,image/png',
    );
    expect(acceptAttribute('upload')).not.toMatch(/heic|gif|webp/);
  });
});

// Properties over every kind, name and content.
const HEADS: Record<Exclude<FileKind, 'other'>, Uint8Array> = {
  pdf: PDF,
  png: PNG,
  jpeg: JPEG,
  gif: GIF,
  webp: WEBP,
  heic: HEIC,
};
const KINDS = Object.keys(HEADS) as Exclude<FileKind, 'other'>[];
const USES: FileUse[] = ['attachment', 'upload'];

describe('file rules, as properties', () => {
  it('a signature is that kind, whatever the bytes around it', () => {
    // Where each kind's signature sits in the first bytes; the rest may be anything.
    const SIGNATURES: Record<Exclude<FileKind, 'other'>, [number, Uint8Array][]> = {
      pdf: [[0, ascii('%PDF')]],
      png: [[0, PNG.subarray(0, 8)]],
      jpeg: [[0, JPEG.subarray(0, 3)]],
      gif: [[0, ascii('GIF87a')]],
      webp: [
        [0, ascii('RIFF')],
        [8, ascii('WEBP')],
      ],
      heic: [[4, ascii('ftypmif1')]],
    };
    fc.assert(
      fc.property(
        fc.constantFrom(...KINDS),
        fc.uint8Array({ minLength: HEAD_BYTES, maxLength: HEAD_BYTES }),
        (kind, random) => {
          const head = Uint8Array.from(random);
          for (const [offset, bytes] of SIGNATURES[kind]) head.set(bytes, offset);
          return sniffKind(head) === kind;
        },
      ),
    );
  });

  it('an accepted kind, named and made as such, is accepted; the upload takes a part of it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...USES),
        fc.constantFrom(...KINDS),
        fc.string({ minLength: 1, maxLength: 20 }).filter((s) => !/[./\\]/.test(s)),
        fc.boolean(),
        fc.integer({ min: 1, max: 50_000_000 }),
        (use, kind, stem, upper, size) => {
          const extension = upper ? KIND_EXTENSIONS[kind].toUpperCase() : KIND_EXTENSIONS[kind];
          const problem = fileProblem(facts(`${stem}.${extension}`, '', HEADS[kind], size), use);
          if (kind === 'heic') return problem === 'heic';
          return ACCEPTED_KINDS[use].includes(kind) ? problem === null : problem === 'unsupported';
        },
      ),
    );
    expect(ACCEPTED_KINDS.upload.every((kind) => ACCEPTED_KINDS.attachment.includes(kind))).toBe(
      true,
    );
  });

  it('nothing is accepted unless its name and content are one accepted kind, and never HEIC', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...USES),
        fc.constantFrom(...KINDS, 'other' as const),
        fc.constantFrom(...KINDS, 'other' as const),
        fc.constantFrom(
          '',
          'application/pdf',
          'image/jpeg',
          'image/png',
          'image/gif',
          'image/webp',
          'image/heic',
          'text/plain',
        ),
        fc.nat(10),
        (use, named, made, type, size) => {
          const name = named === 'other' ? 'file.txt' : `file.${KIND_EXTENSIONS[named]}`;
          const head = made === 'other' ? ascii('hello, world') : HEADS[made];
          const refusal = checkFile(facts(name, type, head, size), use);
          if (refusal === null) {
            return (
              named === made &&
              ACCEPTED_KINDS[use].includes(named) &&
              size > 0 &&
              type !== 'image/heic'
            );
          }
          // Whatever is refused has words for the patient, in the 'files' namespace.
          const { key } = refusalText(name, refusal, use);
          return key.startsWith('errors.');
        },
      ),
    );
  });

  it('files accepted as documents are accepted as attachments', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...KINDS, 'other' as const),
        fc.constantFrom(...KINDS, 'other' as const),
        (named, made) => {
          const name = named === 'other' ? 'file.txt' : `file.${KIND_EXTENSIONS[named]}`;
          const head = made === 'other' ? ascii('hello, world') : HEADS[made];
          const file = facts(name, '', head);
          return fileProblem(file, 'upload') !== null || fileProblem(file, 'attachment') === null;
        },
      ),
    );
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
