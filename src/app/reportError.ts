import { api } from '../api/client';
import type { ClientErrorReport } from '../api/types';
import { analyticsPath } from './analytics';

/** POST /services/saveerror; a report that cannot be sent is dropped, never shown to the patient. */
export function reportClientError(error: unknown, componentStack: string): void {
  const report: ClientErrorReport = {
    err: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    date: new Date().toISOString(),
    details: [
      // Without the token of a records, login or upload link: reports are read by people.
      `path: ${analyticsPath(window.location.pathname)}`,
      error instanceof Error && error.stack ? error.stack : '',
      componentStack,
    ]
      .filter(Boolean)
      .join('\n')
      .slice(0, 8_000),
  };
  api.post('/services/saveerror', report).catch(() => undefined);
}
