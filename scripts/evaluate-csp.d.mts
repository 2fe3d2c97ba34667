// Types of evaluate-csp.mjs for the tests that import it.
import type { Vars } from './render-nginx-conf.mjs';

export interface CspFinding {
  /** csp_evaluator's severity name: HIGH, SYNTAX, MEDIUM, HIGH_MAYBE, STRICT_CSP, MEDIUM_MAYBE, INFO, NONE. */
  severity: string;
  /** Its number: lower is worse. */
  rank: number;
  directive: string;
  value: string;
  description: string;
}

export const SAMPLE_REQUEST_ID: string;
export function cspFindings(policy: string): CspFinding[];
export function findingsAboveInfo(policy: string): CspFinding[];
export function renderedPolicy(vars: Vars, dist?: string): string;
