import i18next from 'i18next';
import { readSession, writeSession } from '../lib/storage';
import { reportClientError } from './reportError';

// Everything that goes wrong in the page reaches the clinic through POST /services/saveerror
// (security review finding 9): render errors (the error boundaries), errors and rejections no
// boundary sees, Vite's failed chunk downloads and CSP violations. Reports are deduplicated and
// rate-limited, so a loop that throws every frame cannot flood the service.

/** One report per distinct error a page life; at most this many in any minute. */
export const REPORTS_PER_MINUTE = 10;
/** A chunk that fails again this soon after the reload it caused shows the error page. */
export const CHUNK_RELOAD_WINDOW_MS = 30_000;
/** How long a reload waits for the report of the failure that caused it. */
const REPORT_WAIT_MS = 2_000;
/** How long a vite:preloadError waits for a boundary or the boot to handle it, before reporting. */
export const PRELOAD_REPORT_DELAY_MS = 2_000;
/** sessionStorage: when this tab last reloaded because a chunk was missing (epoch ms). */
export const CHUNK_RELOAD_KEY = 'chunkReloadAt';

/** The page's reload, replaceable in unit tests (jsdom cannot reload). */
export const page = { reload: () => window.location.reload() };

const reported = new Set<string>();
let sentAt: number[] = [];

const describe = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/** Sends a report unless the same one was sent in this page's life or the minute's quota is used. */
export function reportProblem(error: unknown, details = ''): Promise<void> {
  const key = describe(error);
  if (reported.has(key)) return Promise.resolve();
  const now = Date.now();
  sentAt = sentAt.filter((time) => now - time < 60_000);
  if (sentAt.length >= REPORTS_PER_MINUTE) return Promise.resolve();
  reported.add(key);
  sentAt.push(now);
  return reportClientError(error, details);
}

/**
 * A script or stylesheet of the app that could not be downloaded: after a release replaced the
 * hashed files, the old ones answer 404 (Chromium, Firefox, Safari and Vite's preload helper each
 * word it their own way).
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|importing a module script failed|unable to preload css|loading (css )?chunk/i.test(
    error.message,
  );
}

export type ChunkRecovery = 'reloading' | 'failed';
let recovery: ChunkRecovery | null = null;

/** What this page life decided about a missing chunk or locale file, if anything failed yet. */
export const chunkRecovery = (): ChunkRecovery | null => recovery;

/**
 * A chunk is missing: reload the page once, so the new release's files are fetched (a failed
 * module stays failed in this document). The time of that reload is kept in sessionStorage: a
 * chunk that fails again within CHUNK_RELOAD_WINDOW_MS shows the error page instead of reloading
 * in a loop. Either way the failure is reported; the reload waits (briefly) for its report.
 * Every caller in this page life gets the same answer.
 */
export function recoverFromChunkError(error: unknown): ChunkRecovery {
  if (recovery) return recovery;
  const last = Number(readSession(CHUNK_RELOAD_KEY));
  const reloadedRecently = last > 0 && Date.now() - last < CHUNK_RELOAD_WINDOW_MS;
  if (!reloadedRecently) writeSession(CHUNK_RELOAD_KEY, String(Date.now()));
  // Without sessionStorage the guard cannot hold: no reload, or it could loop.
  const guarded = readSession(CHUNK_RELOAD_KEY) !== null;
  if (reloadedRecently || !guarded) {
    recovery = 'failed';
    void reportProblem(error, 'A script of the app could not be loaded; the error page is shown.');
    return recovery;
  }
  recovery = 'reloading';
  const report = reportProblem(error, 'A script of the app could not be loaded; reloading once.');
  const waited = new Promise((resolve) => window.setTimeout(resolve, REPORT_WAIT_MS));
  void Promise.race([report, waited]).then(() => page.reload());
  return recovery;
}

/** The page origin only: a blocked address can carry a token or a query. */
function blockedOrigin(blockedURI: string): string {
  try {
    const { origin } = new URL(blockedURI);
    return origin === 'null' ? new URL(blockedURI).protocol : origin;
  } catch {
    // 'inline', 'eval', 'wasm-eval', 'trusted-types-policy' and the like.
    return /^[a-z-]+$/i.test(blockedURI) ? blockedURI : 'unknown';
  }
}

/** The report of a CSP violation: the directive and the blocked origin, nothing else. */
export function describeViolation(
  event: Pick<
    SecurityPolicyViolationEvent,
    'blockedURI' | 'effectiveDirective' | 'violatedDirective' | 'disposition'
  >,
): string {
  const directive = event.effectiveDirective || event.violatedDirective;
  const mode = event.disposition === 'report' ? ' (report only)' : '';
  return `CSP violation${mode}: ${directive} blocked ${blockedOrigin(event.blockedURI)}`;
}

/** Errors the page cannot act on and that say nothing (cross-origin scripts, layout loops). */
const NOISE = /^(script error\.?|resizeobserver loop)/i;

/** Listens for what no error boundary catches. Called once, before boot; returns the undo. */
export function installCrashReporting(): () => void {
  const onError = (event: ErrorEvent) => {
    const error: unknown = event.error ?? event.message;
    if (NOISE.test(describe(error).replace(/^Error: /, ''))) return;
    void reportProblem(error, 'Uncaught error');
  };

  const onRejection = (event: PromiseRejectionEvent) => {
    void reportProblem(event.reason, 'Unhandled promise rejection');
  };

  // Vite's preload helper announces each dynamic import it could not load, then throws. The
  // reload is decided where the failure stops what the patient asked for (an error boundary, the
  // boot), which reports it; a download that was only fetched ahead must not reload the page. So
  // the announcement is reported only if no such decision follows it.
  const onPreloadError = (event: Event) => {
    const { payload } = event as Event & { payload?: unknown };
    window.setTimeout(() => {
      if (recovery) return;
      void reportProblem(payload ?? new Error('vite:preloadError'), 'Vite could not load a chunk');
    }, PRELOAD_REPORT_DELAY_MS);
  };

  const onViolation = (event: SecurityPolicyViolationEvent) => {
    void reportProblem(describeViolation(event));
  };

  // Locale files are fetched by hashed address too: one a release replaced answers 404, and the
  // page would show raw keys. Reloaded once like a chunk (src/i18n/index.ts words the failure
  // 'Locale file <url>: <status>'); a network failure is only reported.
  const onLocaleFailure = (language: string, namespace: string, message: unknown) => {
    const error = new Error(`Locale ${language}/${namespace} failed: ${String(message)}`);
    if (/: 4\d\d$/.test(String(message))) recoverFromChunkError(error);
    else void reportProblem(error);
  };

  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  window.addEventListener('vite:preloadError', onPreloadError);
  document.addEventListener('securitypolicyviolation', onViolation);
  i18next.on('failedLoading', onLocaleFailure);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    window.removeEventListener('vite:preloadError', onPreloadError);
    document.removeEventListener('securitypolicyviolation', onViolation);
    i18next.off('failedLoading', onLocaleFailure);
  };
}

/** For tests: forget what this page life reported and decided. */
export function resetCrashReportingForTests(): void {
  reported.clear();
  sentAt = [];
  recovery = null;
}
