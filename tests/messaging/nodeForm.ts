// jsdom replaces FormData and File with its own, which Node's fetch cannot serialise (files
// arrive empty). Mock tests that send files build the body with Node's own classes instead.

import { File as NodeFile } from 'node:buffer';

export async function nodeFormData(): Promise<FormData> {
  const sample = await new Response(new URLSearchParams('a=b')).formData();
  const NodeFormData = sample.constructor as typeof FormData;
  return new NodeFormData();
}

export function nodeFile(bytes: Uint8Array, name: string, type: string): File {
  return new NodeFile([bytes], name, { type }) as unknown as File;
}

export const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13,
]);
export const HEIC_BYTES = new Uint8Array([
  0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63,
]);
