// POST {apiUrl}/csp-report: where browsers send the portal's Content-Security-Policy violation
// reports (deploy/'s policy names it in report-uri, and in report-to through the
// Reporting-Endpoints header; docs/calls.md#contract-additions). The browser sends them itself,
// not the app, in one of two forms: the report-uri form (application/csp-report, one report) and
// the Reporting API's (application/reports+json, a list of reports of any type, Chromium).
//
// Browsers send them past the page's service worker, so only `npm run mock-server` receives them
// (the in-page mock never does); GET /__mock/csp-reports lists what arrived.

import { HttpResponse } from 'msw';
import { isRecord } from '../../../lib/isRecord';
import { route } from './route';

/** One violation, whichever form it came in. */
export interface CspReport {
  via: 'report-uri' | 'report-to';
  /** The page's address (for a token page, its token path too: keep reports as access logs). */
  documentURL: string;
  /** What was refused: an address, or 'inline' / 'eval' for code in the page. */
  blockedURL: string;
  effectiveDirective: string;
  /** 'enforce', or 'report' for a report-only policy. */
  disposition: string;
  /** The start of refused inline code, where the policy asks for it ('report-sample'). */
  sample: string;
  sourceFile: string;
  lineNumber: number | null;
}

/** A body larger than this is refused (413); a real report is a few kilobytes. */
export const CSP_REPORT_MAX_BYTES = 64 * 1024;
/** Each text field is kept to this length. */
const MAX_FIELD = 2048;
/** The newest reports kept; older ones are dropped. */
export const CSP_REPORTS_KEPT = 200;

const REPORT_URI_TYPE = 'application/csp-report';
const REPORTING_API_TYPE = 'application/reports+json';

export type CspReportReading =
  { kind: 'reports'; reports: CspReport[] } | { kind: 'unsupportedType' } | { kind: 'malformed' };

const field = (value: unknown): string =>
  typeof value === 'string' ? value.slice(0, MAX_FIELD) : '';

const lineOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;

/** A report-uri body's `csp-report` object (CSP Level 2's names, with dashes). */
function fromReportUri(report: Record<string, unknown>): CspReport | null {
  const documentURL = field(report['document-uri']);
  // effective-directive is CSP 3's; CSP 2 browsers name the violated one only.
  const effectiveDirective =
    field(report['effective-directive']) || field(report['violated-directive']).split(' ')[0];
  if (!documentURL || !effectiveDirective) return null;
  return {
    via: 'report-uri',
    documentURL,
    blockedURL: field(report['blocked-uri']),
    effectiveDirective: effectiveDirective ?? '',
    disposition: field(report['disposition']) || 'enforce',
    sample: field(report['script-sample']),
    sourceFile: field(report['source-file']),
    lineNumber: lineOf(report['line-number']),
  };
}

/** A Reporting API report's body of type csp-violation (CSP Level 3's camel-case names). */
function fromReportTo(body: Record<string, unknown>): CspReport | null {
  const documentURL = field(body.documentURL);
  const effectiveDirective = field(body.effectiveDirective);
  if (!documentURL || !effectiveDirective) return null;
  return {
    via: 'report-to',
    documentURL,
    blockedURL: field(body.blockedURL),
    effectiveDirective,
    disposition: field(body.disposition) || 'enforce',
    sample: field(body.sample),
    sourceFile: field(body.sourceFile),
    lineNumber: lineOf(body.lineNumber),
  };
}

/**
 * What a POST to /csp-report holds, by its Content-Type (parameters aside): the violations it
 * reports, or why it is refused. A Reporting API list may hold other types of report (a
 * deprecation, an intervention): those are skipped, not refused.
 */
export function readCspReports(contentType: string | null, text: string): CspReportReading {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== REPORT_URI_TYPE && type !== REPORTING_API_TYPE) return { kind: 'unsupportedType' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { kind: 'malformed' };
  }
  if (type === REPORT_URI_TYPE) {
    const report = isRecord(parsed) && isRecord(parsed['csp-report']) ? parsed['csp-report'] : null;
    const read = report ? fromReportUri(report) : null;
    return read ? { kind: 'reports', reports: [read] } : { kind: 'malformed' };
  }
  if (!Array.isArray(parsed) || !parsed.every(isRecord)) return { kind: 'malformed' };
  const reports: CspReport[] = [];
  for (const entry of parsed) {
    if (entry.type !== 'csp-violation') continue;
    const read = isRecord(entry.body) ? fromReportTo(entry.body) : null;
    if (!read) return { kind: 'malformed' };
    reports.push(read);
  }
  return { kind: 'reports', reports };
}

const received: CspReport[] = [];

/** The reports received since the service started, oldest first (the newest CSP_REPORTS_KEPT). */
export function cspReports(): CspReport[] {
  return structuredClone(received);
}

function keep(reports: readonly CspReport[]): void {
  received.push(...reports);
  received.splice(0, Math.max(0, received.length - CSP_REPORTS_KEPT));
}

export const cspReportHandlers = [
  // No token: the browser sends it, with no header of the app's.
  route('post', '/csp-report', async ({ request }) => {
    const declared = Number(request.headers.get('Content-Length') ?? 0);
    if (declared > CSP_REPORT_MAX_BYTES) return new HttpResponse(null, { status: 413 });
    const text = await request.text();
    if (new TextEncoder().encode(text).length > CSP_REPORT_MAX_BYTES) {
      return new HttpResponse(null, { status: 413 });
    }
    const reading = readCspReports(request.headers.get('Content-Type'), text);
    if (reading.kind === 'unsupportedType') return new HttpResponse(null, { status: 415 });
    if (reading.kind === 'malformed') return new HttpResponse(null, { status: 400 });
    keep(reading.reports);
    return new HttpResponse(null, { status: 204 });
  }),
];
