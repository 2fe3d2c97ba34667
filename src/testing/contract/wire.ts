// A fetch Request or Response as the contract validator reads it: the body read from a copy, so
// the handler and the page still get theirs.

import type { WireAnswer, WireRequest } from './types';

function mediaTypeOf(headers: Headers): string {
  return (headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/** A file part as text for the schema: its type and size, never its bytes. */
function partText(value: FormDataEntryValue): string {
  return typeof value === 'string'
    ? value
    : `<file ${value.type || 'untyped'}, ${value.size} bytes>`;
}

async function readBody(message: Request | Response, mediaType: string): Promise<unknown> {
  const copy = message.clone();
  if (mediaType === 'multipart/form-data') {
    const fields: Record<string, string[]> = {};
    (await copy.formData()).forEach((value, name) => {
      (fields[name] ??= []).push(partText(value));
    });
    return fields;
  }
  const text = await copy.text();
  if (
    !/\bjson\b/.test(mediaType) &&
    !mediaType.endsWith('+json') &&
    mediaType !== 'application/csp-report'
  ) {
    return text;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function readWireRequest(
  request: Request,
  host: WireRequest['host'],
  base: string,
): Promise<WireRequest> {
  const url = new URL(request.url);
  const basePath = new URL(base, url).pathname.replace(/\/+$/, '');
  const mediaType = request.body === null ? '' : mediaTypeOf(request.headers);
  return {
    method: request.method,
    host,
    path: url.pathname.slice(basePath.length) || '/',
    query: url.searchParams,
    headers: request.headers,
    mediaType,
    body: request.body === null ? undefined : await readBody(request, mediaType),
  };
}

export async function readWireAnswer(response: Response): Promise<WireAnswer> {
  const mediaType = mediaTypeOf(response.headers);
  return {
    status: response.status,
    headers: response.headers,
    mediaType,
    body: response.body === null ? '' : await readBody(response, mediaType),
  };
}
