// Which attachments the clinic accepts (spec 02 §5 Attachments): PDF and the images every
// records system can open. A file is judged by its name, its declared type and its first bytes,
// so a renamed file or a phone's HEIC photo is caught before it is sent.

export type FileKind = 'pdf' | 'png' | 'jpeg' | 'heic' | 'other';

/** What a picker says about one file: accepted, or why not. */
export type FileProblem = 'heic' | 'unsupported' | 'mismatch' | 'empty';

/** Spec 02 §5: up to 3 files per picker. */
export const MAX_FILES_PER_PICKER = 3;

/** The picker's accept attribute: phones then offer (or convert to) these types only. */
export const ACCEPT_ATTRIBUTE = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** How many leading bytes sniffKind needs. */
export const HEAD_BYTES = 12;

const EXTENSIONS: Record<string, FileKind> = {
  pdf: 'pdf',
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  jpe: 'jpeg',
  heic: 'heic',
  heif: 'heic',
};

const MIME_TYPES: Record<string, FileKind> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/pjpeg': 'jpeg',
  'image/heic': 'heic',
  'image/heif': 'heic',
  'image/heic-sequence': 'heic',
  'image/heif-sequence': 'heic',
};

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

/**
 * Why a file cannot be attached, or null when it can. HEIC is named whichever way it shows
 * itself (name, type or content), since that message tells the patient what to do instead.
 */
export function fileProblem({ name, type, size, head }: FileFacts): FileProblem | null {
  const byName = kindFromName(name);
  const byMime = kindFromMime(type);
  const byContent = sniffKind(head);
  if ([byName, byMime, byContent].includes('heic')) return 'heic';
  if (size === 0) return 'empty';
  if (byName === 'other') return 'unsupported';
  // The declared type may be missing, but when present it must agree with the name.
  if (byMime !== 'other' && byMime !== byName) return 'mismatch';
  if (byContent !== byName) return 'mismatch';
  return null;
}

/** Reads what fileProblem needs from a real File. */
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
