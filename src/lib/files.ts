// Which files the clinic accepts, per use. A file is judged by its name, its declared type and
// its first bytes, so a renamed file or a phone's HEIC photo is caught before it is sent.
// - Message attachments (docs/messages.md#attachments): "PDF and images allowed; .heic rejected":
//   PDF and the images every browser (and so the staff's screen) can open: JPEG, PNG, GIF, WebP.
// - The document upload of a paid form (docs/requests.md#upload-files): PDF, JPG or PNG, as the page states.

export type FileKind = 'pdf' | 'png' | 'jpeg' | 'gif' | 'webp' | 'heic' | 'other';

/** Where a file is being attached: a message reply, or a paid form's documents. */
export type FileUse = 'attachment' | 'upload';

/** What a picker says about one file: accepted, or why not. */
export type FileProblem = 'heic' | 'unsupported' | 'mismatch' | 'empty';

/** docs/messages.md#attachments: up to 3 files per picker. */
export const MAX_FILES_PER_PICKER = 3;

/** The kinds each use accepts, in the order they are named to the patient. */
export const ACCEPTED_KINDS: Record<FileUse, readonly FileKind[]> = {
  attachment: ['pdf', 'jpeg', 'png', 'gif', 'webp'],
  upload: ['pdf', 'jpeg', 'png'],
};

/** How a kind is named to the patient (the same in both languages). */
export const KIND_LABELS: Record<FileKind, string> = {
  pdf: 'PDF',
  jpeg: 'JPG',
  png: 'PNG',
  gif: 'GIF',
  webp: 'WebP',
  heic: 'HEIC',
  other: '',
};

/** The extension a file of this kind should end in. */
export const KIND_EXTENSIONS: Record<FileKind, string> = {
  pdf: 'pdf',
  jpeg: 'jpg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  heic: 'heic',
  other: '',
};

const EXTENSIONS: Record<string, FileKind> = {
  pdf: 'pdf',
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  jpe: 'jpeg',
  gif: 'gif',
  webp: 'webp',
  heic: 'heic',
  heif: 'heic',
};

const MIME_TYPES: Record<string, FileKind> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/pjpeg': 'jpeg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heif': 'heic',
  'image/heic-sequence': 'heic',
  'image/heif-sequence': 'heic',
};

const CANONICAL_MIME: Partial<Record<FileKind, string>> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/**
 * The picker's accept attribute for a use: phones then offer (or convert to) these types only
 * (an iPhone hands over a JPEG copy of a HEIC photo).
 */
export function acceptAttribute(use: FileUse): string {
  const kinds = ACCEPTED_KINDS[use];
  const extensions = Object.entries(EXTENSIONS)
    .filter(([extension, kind]) => kinds.includes(kind) && extension !== 'jpe')
    .map(([extension]) => `.${extension}`);
  return [...extensions, ...kinds.map((kind) => CANONICAL_MIME[kind] ?? '')].join(',');
}

/** How many leading bytes sniffKind needs. */
export const HEAD_BYTES = 12;

/** The kind a file name claims, by its last extension. */
export function kindFromName(name: string): FileKind {
  const match = /\.([^./\\]+)$/.exec(name.trim());
  const extension = match?.[1]?.toLowerCase() ?? '';
  return EXTENSIONS[extension] ?? 'other';
}

/** The kind a declared MIME type claims; '' (the browser did not know) is 'other'. */
export function kindFromMime(type: string): FileKind {
  return MIME_TYPES[type.trim().toLowerCase()] ?? 'other';
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((value, index) => bytes[offset + index] === value);
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

/** The kind the content really is, from its first HEAD_BYTES bytes. */
export function sniffKind(bytes: Uint8Array): FileKind {
  if (ascii(bytes, 0, 4) === '%PDF') return 'pdf';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  const gif = ascii(bytes, 0, 6);
  if (gif === 'GIF87a' || gif === 'GIF89a') return 'gif';
  // A RIFF container (its size in bytes 4-7) whose form type is WEBP.
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  // ISO media files: a box size, then 'ftyp' and the major brand.
  if (ascii(bytes, 4, 8) === 'ftyp' && HEIC_BRANDS.has(ascii(bytes, 8, 12))) return 'heic';
  return 'other';
}

export interface FileFacts {
  name: string;
  /** The browser's declared type; often '' for unusual files. */
  type: string;
  size: number;
  /** The first HEAD_BYTES bytes of the content. */
  head: Uint8Array;
}

/** Why a file cannot be attached, with what its name claims and what its content is. */
export interface FileRefusal {
  problem: FileProblem;
  /** The kind its name claims. */
  claimed: FileKind;
  /** The kind its first bytes show. */
  actual: FileKind;
}

/**
 * Why a file cannot be used for `use`, or null when it can. HEIC is named whichever way it shows
 * itself (name, type or content), since that message tells the patient what to do instead.
 * A file is accepted when its name and its content are the same accepted kind; a declared type
 * that disagrees with both is the browser's label, which the patient cannot change, and is let
 * pass (the content decides).
 */
export function checkFile({ name, type, size, head }: FileFacts, use: FileUse): FileRefusal | null {
  const claimed = kindFromName(name);
  const declared = kindFromMime(type);
  const actual = sniffKind(head);
  const refuse = (problem: FileProblem): FileRefusal => ({ problem, claimed, actual });
  if ([claimed, declared, actual].includes('heic')) return refuse('heic');
  if (size === 0) return refuse('empty');
  if (!ACCEPTED_KINDS[use].includes(claimed)) return refuse('unsupported');
  if (actual !== claimed) return refuse('mismatch');
  return null;
}

/** The problem alone (see checkFile). */
export function fileProblem(facts: FileFacts, use: FileUse): FileProblem | null {
  return checkFile(facts, use)?.problem ?? null;
}

/** A refusal's text: its key in the 'files' namespace and the values it names. */
export interface RefusalText {
  key: string;
  values: Record<string, string>;
}

/**
 * What the patient reads about a refused file, and what to do. A renamed file is explained by
 * what it really is (a PNG picture named .jpg, a WebP picture a chat app saved as .jpg); content
 * that is no known kind may be damaged, or another kind of file renamed.
 */
export function refusalText(name: string, refusal: FileRefusal, use: FileUse): RefusalText {
  const { problem, claimed, actual } = refusal;
  switch (problem) {
    case 'heic':
      return { key: 'errors.heic', values: {} };
    case 'empty':
      return { key: 'errors.empty', values: { name } };
    case 'unsupported':
      return { key: `errors.unsupported.${use}`, values: { name } };
    case 'mismatch': {
      if (actual === 'other') {
        return { key: 'errors.mismatch.unknown', values: { name, claimed: KIND_LABELS[claimed] } };
      }
      const values = {
        name,
        claimed: KIND_LABELS[claimed],
        actual: KIND_LABELS[actual],
        extension: KIND_EXTENSIONS[actual],
      };
      return ACCEPTED_KINDS[use].includes(actual)
        ? { key: 'errors.mismatch.renamed', values }
        : { key: `errors.mismatch.refused.${use}`, values };
    }
  }
}

/** Reads what checkFile needs from a real File. */
export async function factsOf(file: File): Promise<FileFacts> {
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  return { name: file.name, type: file.type, size: file.size, head };
}

/** The list after adding `incoming`, or null when that would pass the per-picker limit. */
export function withAdded<T>(
  current: readonly T[],
  incoming: readonly T[],
  max = MAX_FILES_PER_PICKER,
): T[] | null {
  return current.length + incoming.length > max ? null : [...current, ...incoming];
}

/** 'KB' below a megabyte, 'MB' above, one decimal where it helps. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${kb < 10 ? kb.toFixed(1) : Math.round(kb)} KB`;
  const mb = kb / 1024;
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}
