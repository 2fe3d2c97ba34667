// Types of render-nginx-conf.mjs for the tests that import it.

export type Vars = Record<string, string | undefined>;

export interface ServiceUrls {
  apiUrl: string;
  socketUrl: string;
  medicationApiUrl: string;
}

export type Directive = [name: string, sources: string[]];

export const projectRoot: string;
export const templatePath: string;
export const CSP_NONCE_PLACEHOLDER: string;
export const NGINX_NONCE: string;
export const REPORT_ENDPOINT_NAME: string;
export const MOCK_ADDITIONS: Record<string, string[]>;
export function serviceUrls(vars: Vars): ServiceUrls;
export function cspReportUrl(urls: ServiceUrls): string;
export function analyticsEnabled(vars: Vars): boolean;
export interface InlineHashes {
  styles: string[];
}
export function inlineHashes(dist: string): InlineHashes;
export function scriptsWithoutNonce(dist: string): string[];
export function cspDirectives(
  urls: ServiceUrls,
  options?: {
    mock?: boolean;
    hashes?: InlineHashes;
    analytics?: boolean;
    /** The nonce the policy names; nginx's $request_id unless a test gives one. */
    nonce?: string;
    reportUrl?: string;
    /** report-to beside report-uri (an HTTPS site); true unless said. */
    reportTo?: boolean;
  },
): Directive[];
export function cspHeader(directives: Directive[]): string;
export function renderSiteConf(options: {
  vars: Vars;
  root: string;
  serverName?: string;
  http?: string;
  tlsCert?: string;
  tlsKey?: string;
  nginxVersion?: string;
  mock?: boolean;
  dist?: string;
}): string;
export function localNginxVersion(nginx?: string): string | undefined;
export function productionVars(): Promise<Record<string, string>>;
