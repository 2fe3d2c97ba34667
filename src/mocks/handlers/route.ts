// Every mock handler is made here, so none can skip the injected latency and failures.

import { http, type HttpHandler, type HttpResponseResolver, type PathParams } from 'msw';
import { env } from '../../config/env';
import { applyFaults } from '../faults';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A handler for `path` under `base` (the API address unless another host is meant). */
export function route(
  method: Method,
  path: string,
  resolver: HttpResponseResolver<PathParams>,
  base: string = env.apiUrl,
): HttpHandler {
  return http[method](`${base}${path}`, async (info) => {
    const failure = await applyFaults(info.request, base);
    if (failure) return failure;
    return resolver(info);
  });
}
