import type { AxiosRequestConfig } from 'axios';

// docs/calls.md#headers-and-base-address: a call that moves a file (a record download, a reply's
// pictures) can take minutes on a slow phone line, and a fixed limit would cut it off while its
// bytes are still moving; the one-time record link would be lost with it. Such a call has no
// overall limit: it is given up only after a stretch with no byte sent or received.

/** Silence that long (no byte either way) means the line is gone: the client's usual 30 s. */
export const TRANSFER_STALL_MS = 30_000;

/**
 * Sends a call through `send` with the fixed timeout off, and aborts it when neither upload nor
 * download progress was reported for `stallMs` (counting from the start). A call aborted that way
 * fails as axios reports its own timeout (no answer, code ECONNABORTED), so the error policy
 * treats it as any call that got no answer. The caller's own signal still cancels it.
 */
export function withStallTimeout<T>(
  config: AxiosRequestConfig,
  stallMs: number,
  send: (config: AxiosRequestConfig) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const outer = config.signal;
  if (outer?.aborted) controller.abort();
  outer?.addEventListener?.('abort', () => controller.abort());
  let stalled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      stalled = true;
      controller.abort();
    }, stallMs);
  };
  const { onUploadProgress, onDownloadProgress } = config;
  arm();
  return send({
    ...config,
    timeout: 0,
    signal: controller.signal,
    onUploadProgress: (event) => {
      arm();
      onUploadProgress?.(event);
    },
    onDownloadProgress: (event) => {
      arm();
      onDownloadProgress?.(event);
    },
  }).then(
    (answer) => {
      clearTimeout(timer);
      return answer;
    },
    (error: unknown) => {
      clearTimeout(timer);
      if (stalled && typeof error === 'object' && error !== null) {
        Object.assign(error, {
          code: 'ECONNABORTED',
          message: `no progress for ${stallMs}ms`,
        });
      }
      throw error;
    },
  );
}
