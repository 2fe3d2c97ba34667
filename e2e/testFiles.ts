// Files the journeys choose, made by the tests themselves so no fixture file is needed.
import { deflateSync } from 'node:zlib';
import { tinyPdf as pdfWithLines } from '../src/testing/mock-clinic/pdf';

/** A real 1 x 1 PNG. */
export function tinyPng(): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (table[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const pixel = deflateSync(Buffer.from([0, 0xcc, 0x33, 0x33, 0xff]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixel),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real one-page PDF (the mock clinic's own maker of record PDFs). */
export function tinyPdf(text = 'Return-to-work form'): Buffer {
  return Buffer.from(pdfWithLines([text]));
}

/** A PDF of `megabytes` MB: real first bytes, padded with a comment's worth of spaces. */
export function largePdf(megabytes: number): Buffer {
  const head = tinyPdf();
  return Buffer.concat([head, Buffer.alloc(megabytes * 1024 * 1024 - head.length, 0x20)]);
}

/** The first bytes of an iPhone photo (an ISO media file of brand heic). */
export const HEIC = Buffer.from([0, 0, 0, 24, ...Buffer.from('ftypheic'), 0, 0, 0, 0]);
