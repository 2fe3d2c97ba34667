import { api } from '../api/client';
import type { ClientErrorReport } from '../api/types';
import { analyticsPath, withoutSecrets } from './cleanPaths';

/**
 * POST /services/saveerror; a report that cannot be sent is dropped, never shown to the patient.
 * Reports go through src/app/crashReporting.ts (deduplicated, rate-limited), not here directly.
 */
export function reportClientError(error: unknown, componentStack: string): Promise<void> {
  const report: ClientErrorReport = {
    // An address quoted in a message or a stack loses its query and its token too.
    err: withoutSecrets(error instanceof Error ? `${error.name}: ${error.message}` : String(error)),
    date: new Date().toISOString(),
    details: withoutSecrets(
      [
        // Without the token of a records, login or upload link: reports are read by people.
        `path: ${analyticsPath(window.location.pathname)}`,
        error instanceof Error && error.stack ? error.stack : '',
        componentStack,
      ]
        .filter(Boolean)
        .join('\n'),
    ).slice(0, 8_000),
  };
  // Settles either way: a page about to reload waits for it (src/app/crashReporting.ts).
  return api.post('/services/saveerror', report).then(
    () => undefined,
    () => undefined,
  );
}
