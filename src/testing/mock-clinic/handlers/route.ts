// Every mock handler is made here, so none can skip the injected latency and failures, and every
// JSON answer says the same about caching.

import {
  http,
  HttpResponse,
  type HttpHandler,
  type HttpResponseResolver,
  type PathParams,
} from 'msw';
import { env } from '../../../config/env';
import { takeFault } from '../faults';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * A careful service's answers hold health details and tokens: no browser or proxy keeps them.
 * Every JSON answer without its own Cache-Control gets `no-store`.
 */
export function withNoStore(response: Response): Response {
  if (response.type === 'error' || response.headers.has('Cache-Control')) return response;
  if (!/\bjson\b/i.test(response.headers.get('Content-Type') ?? '')) return response;
  try {
    response.headers.set('Cache-Control', 'no-store');
    return response;
  } catch {
    // Headers that cannot change (a fetched answer): the same answer, rebuilt.
    const headers = new Headers(response.headers);
    headers.set('Cache-Control', 'no-store');
    const { status, statusText } = response;
    return new Response(response.body, { status, statusText, headers });
  }
}

/** A handler for `path` under `base` (the API address unless another host is meant). */
export function route(
  method: Method,
  path: string,
  resolver: HttpResponseResolver<PathParams>,
  base: string = env.apiUrl,
): HttpHandler {
  return http[method](`${base}${path}`, async (info) => {
    const fault = await takeFault(info.request, base);
    if (fault?.kind === 'answer') return withNoStore(fault.response);
    let answer: Awaited<ReturnType<typeof resolver>>;
    try {
      answer = await resolver(info);
    } catch (thrown) {
      // A handler may throw its refusal (tokenNotValid()): MSW answers with it.
      if (!(thrown instanceof Response)) throw thrown;
      answer = thrown;
    }
    // The work is done and saved; its answer is lost on the way, as a dropped connection.
    if (fault?.kind === 'lostReply') return HttpResponse.error();
    return answer instanceof Response ? withNoStore(answer) : answer;
  });
}
