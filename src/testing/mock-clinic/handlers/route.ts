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
import { watchExchange } from '../../contract/watch';
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

export interface RouteOptions {
  /**
   * Why the portal never makes this call (a spec call it does not make, a page of the service's
   * own): its exchanges are not held to the contract document (contract/clinic-service.yaml).
   */
  outsideContract?: string;
}

/**
 * A handler for `path` under `base` (the API address unless another host is meant). Each
 * exchange is held to the contract document: the request as it arrives, the handler's answer as
 * it leaves (src/testing/contract/watch.ts).
 */
export function route(
  method: Method,
  path: string,
  resolver: HttpResponseResolver<PathParams>,
  base: string = env.apiUrl,
  options: RouteOptions = {},
): HttpHandler {
  return http[method](`${base}${path}`, async (info) => {
    const watched = await watchExchange(info.request, base, Boolean(options.outsideContract));
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
    if (!(answer instanceof Response)) return answer;
    const sent = withNoStore(answer);
    await watched.answered(sent);
    // The work is done and saved; its answer is lost on the way, as a dropped connection.
    return fault?.kind === 'lostReply' ? HttpResponse.error() : sent;
  });
}
