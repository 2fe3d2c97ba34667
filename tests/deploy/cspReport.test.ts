// @vitest-environment node
// POST {apiUrl}/csp-report (docs/calls.md#contract-additions): the two forms browsers send the
// policy's violation reports in, read by the mock clinic's rule, and answered by
// `npm run mock-server` over real HTTP, CORS preflight included, as Chromium's Reporting API
// sends them across origins; GET /__mock/csp-reports lists what arrived.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CSP_REPORT_MAX_BYTES,
  type CspReport,
  readCspReports,
} from '../../src/testing/mock-clinic/handlers/cspReport';
import { preflight, serveMockClinic } from '../mockServer/serveMockClinic';

const PORTAL = 'http://127.0.0.1:4185';

/** What Firefox and Safari send to report-uri (CSP Level 2's names). */
function reportUriBody(documentUri: string): string {
  return JSON.stringify({
    'csp-report': {
      'document-uri': documentUri,
      referrer: '',
      'violated-directive': 'img-src',
      'effective-directive': 'img-src',
      'original-policy': "default-src 'self'; report-uri /csp-report",
      disposition: 'enforce',
      'blocked-uri': 'https://evil.example/pixel.png',
      'status-code': 200,
    },
  });
}

/** What Chromium's Reporting API sends to the report-to endpoint (a list, of any report type). */
function reportToBody(documentURL: string): string {
  return JSON.stringify([
    {
      type: 'deprecation',
      age: 3,
      url: documentURL,
      user_agent: 'Chromium',
      body: { id: 'x', message: 'y' },
    },
    {
      type: 'csp-violation',
      age: 10,
      url: documentURL,
      user_agent: 'Chromium',
      body: {
        documentURL,
        referrer: '',
        blockedURL: 'inline',
        effectiveDirective: 'script-src-attr',
        originalPolicy: "script-src 'nonce-abc' 'strict-dynamic'",
        sourceFile: documentURL,
        sample: 'window.pwned = 1',
        disposition: 'enforce',
        statusCode: 200,
        lineNumber: 1,
        columnNumber: 7,
      },
    },
  ]);
}

// What Chromium 150 sent for an inline handler the policy refused: to report-to from an HTTPS
// page (the Reporting API), and to report-uri from a plain-HTTP one (captured, unchanged).
const CHROMIUM_REPORT_TO = `[{"age":3,"body":{"blockedURL":"inline","disposition":"enforce","documentURL":"https://localhost:4297/faq?probe=1","effectiveDirective":"script-src-attr","lineNumber":1,"originalPolicy":"script-src 'nonce-abcdefgh12345678' 'strict-dynamic'; report-to csp","referrer":"","sample":"","sourceFile":"https://localhost:4297/faq","statusCode":200},"type":"csp-violation","url":"https://localhost:4297/faq?probe=1","user_agent":"Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/150.0.0.0 Safari/537.36"}]`;
const CHROMIUM_REPORT_URI = `{"csp-report":{"document-uri":"http://127.0.0.1:4296/faq?uri=1","referrer":"","violated-directive":"script-src-attr","effective-directive":"script-src-attr","original-policy":"script-src 'nonce-abcdefgh12345678' 'strict-dynamic'; report-uri http://127.0.0.1:4211/csp-report","disposition":"enforce","blocked-uri":"inline","line-number":1,"source-file":"http://127.0.0.1:4296/faq","status-code":200,"script-sample":""}}`;

/** What both of Chromium's reports above say of the violation itself. */
const CHROMIUM_INLINE = {
  blockedURL: 'inline',
  effectiveDirective: 'script-src-attr',
  disposition: 'enforce',
  sample: '',
  lineNumber: 1,
};

describe('reading a CSP report', () => {
  it.each([
    {
      via: 'report-to',
      type: 'application/reports+json',
      body: CHROMIUM_REPORT_TO,
      documentURL: 'https://localhost:4297/faq?probe=1',
      sourceFile: 'https://localhost:4297/faq',
    },
    {
      via: 'report-uri',
      type: 'application/csp-report',
      body: CHROMIUM_REPORT_URI,
      documentURL: 'http://127.0.0.1:4296/faq?uri=1',
      sourceFile: 'http://127.0.0.1:4296/faq',
    },
  ])('reads what Chromium sends to $via', ({ type, body, ...where }) => {
    expect(readCspReports(type, body)).toEqual({
      kind: 'reports',
      reports: [{ ...CHROMIUM_INLINE, ...where }],
    });
  });

  it('reads the report-uri form', () => {
    expect(readCspReports('application/csp-report', reportUriBody('https://portal/faq'))).toEqual({
      kind: 'reports',
      reports: [
        {
          via: 'report-uri',
          documentURL: 'https://portal/faq',
          blockedURL: 'https://evil.example/pixel.png',
          effectiveDirective: 'img-src',
          disposition: 'enforce',
          sample: '',
          sourceFile: '',
          lineNumber: null,
        },
      ],
    });
  });

  it("reads the Reporting API's list, skipping reports of other types", () => {
    const reading = readCspReports(
      'application/reports+json; charset=utf-8',
      reportToBody('https://portal/login'),
    );
    expect(reading).toEqual({
      kind: 'reports',
      reports: [
        {
          via: 'report-to',
          documentURL: 'https://portal/login',
          blockedURL: 'inline',
          effectiveDirective: 'script-src-attr',
          disposition: 'enforce',
          sample: 'window.pwned = 1',
          sourceFile: 'https://portal/login',
          lineNumber: 1,
        },
      ],
    });
    expect(readCspReports('application/reports+json', '[]')).toEqual({
      kind: 'reports',
      reports: [],
    });
  });

  it('takes a CSP Level 2 report without effective-directive by its violated one', () => {
    const body = JSON.stringify({
      'csp-report': { 'document-uri': 'https://portal/', 'violated-directive': "img-src 'self'" },
    });
    const reading = readCspReports('application/csp-report', body);
    expect(reading.kind === 'reports' && reading.reports[0]?.effectiveDirective).toBe('img-src');
  });

  it.each([
    ['application/json', reportUriBody('https://portal/')],
    ['text/plain', reportUriBody('https://portal/')],
    [null, reportUriBody('https://portal/')],
  ])('refuses another content type (%s)', (type, body) => {
    expect(readCspReports(type, body)).toEqual({ kind: 'unsupportedType' });
  });

  it.each([
    ['application/csp-report', 'not json'],
    ['application/csp-report', '{}'],
    ['application/csp-report', JSON.stringify({ 'csp-report': { 'document-uri': 'x' } })],
    ['application/reports+json', '{}'],
    ['application/reports+json', '[1]'],
    ['application/reports+json', JSON.stringify([{ type: 'csp-violation', body: {} }])],
  ])('refuses a %s body that is not a report: %s', (type, body) => {
    expect(readCspReports(type, body)).toEqual({ kind: 'malformed' });
  });

  it('reads any report-to violation as it came, and never throws on any text', () => {
    fc.assert(
      fc.property(
        fc.webUrl(),
        fc.constantFrom('script-src-elem', 'script-src-attr', 'img-src', 'connect-src'),
        fc.string(),
        (documentURL, effectiveDirective, sample) => {
          const body = JSON.stringify([
            { type: 'csp-violation', body: { documentURL, effectiveDirective, sample } },
          ]);
          const reading = readCspReports('application/reports+json', body);
          expect(reading.kind).toBe('reports');
          const [report] = reading.kind === 'reports' ? reading.reports : [];
          expect(report).toMatchObject({ documentURL, effectiveDirective, sample });
        },
      ),
    );
    fc.assert(
      fc.property(
        fc.constantFrom('application/csp-report', 'application/reports+json', 'text/plain'),
        fc.oneof(fc.string(), fc.json()),
        (type, text) => {
          expect(['reports', 'unsupportedType', 'malformed']).toContain(
            readCspReports(type, text).kind,
          );
        },
      ),
    );
  });
});

describe('POST /csp-report on npm run mock-server', () => {
  const mock = serveMockClinic('127.0.0.1');

  const send = (type: string, body: string, origin = PORTAL) =>
    fetch(`${mock.base}/csp-report`, {
      method: 'POST',
      headers: { 'Content-Type': type, Origin: origin },
      body,
    });

  const received = async () =>
    (await (await fetch(`${mock.base}/__mock/csp-reports`)).json()) as CspReport[];

  it("lets the portal's page preflight a Reporting API upload", async () => {
    const asked = await preflight(`${mock.base}/csp-report`, PORTAL);
    expect(asked.status).toBe(204);
    expect(asked.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(asked.headers.get('access-control-allow-methods')).toContain('POST');
    expect(asked.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'content-type',
    );
  });

  it('answers both forms 204 with no body, and keeps what they report', async () => {
    const marker = `https://portal.example/faq?probe=${Date.now()}`;
    const uri = await send('application/csp-report', reportUriBody(marker));
    expect(uri.status).toBe(204);
    expect(await uri.text()).toBe('');
    const to = await send('application/reports+json', reportToBody(marker));
    expect(to.status).toBe(204);
    expect(to.headers.get('access-control-allow-origin')).toBe(PORTAL);
    const mine = (await received()).filter((report) => report.documentURL === marker);
    expect(mine.map((report) => [report.via, report.effectiveDirective])).toEqual([
      ['report-uri', 'img-src'],
      ['report-to', 'script-src-attr'],
    ]);
  });

  it('refuses other content types (415), bodies that are not reports (400), big ones (413)', async () => {
    expect((await send('text/plain', reportUriBody('https://portal/'))).status).toBe(415);
    expect((await send('application/csp-report', '{"csp-report": 1}')).status).toBe(400);
    const big = reportUriBody(`https://portal/${'a'.repeat(CSP_REPORT_MAX_BYTES)}`);
    expect((await send('application/csp-report', big)).status).toBe(413);
  });
});
