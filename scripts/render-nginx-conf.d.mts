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
export const MOCK_ADDITIONS: Record<string, string[]>;
export function serviceUrls(vars: Vars): ServiceUrls;
export function analyticsEnabled(vars: Vars): boolean;
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}
export function inlineHashes(dist: string): InlineHashes;
export function cspDirectives(
  urls: ServiceUrls,
  options?: { mock?: boolean; hashes?: InlineHashes; analytics?: boolean },
): Directive[];
export function cspHeader(directives: Directive[]): string;
export function renderSiteConf(options: {
  vars: Vars;
  root: string;
  serverName?: string;
  http?: string;
  tlsCert?: string;
  tlsKey?: string;
  mock?: boolean;
  dist?: string;
}): string;
export function productionVars(): Promise<Record<string, string>>;
