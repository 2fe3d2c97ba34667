import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';

/** A failed axios call: a reply with `status` and body `data`, or no answer at all (null). */
export function axiosError(
  status: number | null,
  data: unknown,
  message = 'Request failed',
): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response =
    status === null
      ? undefined
      : ({ status, data, statusText: '', headers: {}, config } as AxiosResponse);
  return new AxiosError(
    message,
    status === null ? 'ERR_NETWORK' : 'ERR_BAD_RESPONSE',
    config,
    {},
    response,
  );
}
