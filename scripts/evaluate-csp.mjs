#!/usr/bin/env node
// Google's CSP Evaluator (npm csp_evaluator, what csp-evaluator.withgoogle.com and Lighthouse
// run) on the portal's policy: its default checks on the policy as CSP Level 3 browsers apply it,
// its strict-policy checks (a nonce or hash with 'strict-dynamic', fallbacks for older browsers)
// on the policy as written, and Lighthouse's own selection of them. Anything above
// informational fails (issue 28 point 3); tests/deploy/cspEvaluator.test.ts and
// e2e/deploy.spec.ts run it on what the renderer writes and what nginx sends.
//
//   node scripts/evaluate-csp.mjs [--dist dist]   (the policy rendered for that build)
//   node scripts/evaluate-csp.mjs --policy "default-src 'self'; …"
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CspEvaluator, DEFAULT_CHECKS, STRICTCSP_CHECKS } from 'csp_evaluator/dist/evaluator.js';
import { Severity } from 'csp_evaluator/dist/finding.js';
import {
  evaluateForFailure,
  evaluateForSyntaxErrors,
  evaluateForWarnings,
} from 'csp_evaluator/dist/lighthouse/lighthouse_checks.js';
import { CspParser } from 'csp_evaluator/dist/parser.js';
import {
  analyticsEnabled,
  cspDirectives,
  cspHeader,
  inlineHashes,
  productionVars,
  serviceUrls,
} from './render-nginx-conf.mjs';

/** A nonce of the kind nginx's $request_id gives (32 hex digits), for evaluating a rendering. */
export const SAMPLE_REQUEST_ID = '5f0c6a1e9b2d4c7f8a3e1d0b6c9f2a47';

/** Every finding, each once, most severe first (lower numbers are worse). */
export function cspFindings(policy) {
  const parsed = new CspParser(policy).csp;
  const all = [
    ...new CspEvaluator(parsed).evaluate(STRICTCSP_CHECKS, DEFAULT_CHECKS),
    ...evaluateForFailure([parsed]),
    ...evaluateForWarnings([parsed]),
    ...evaluateForSyntaxErrors([parsed]).flat(),
  ];
  const seen = new Map();
  for (const finding of all) {
    const entry = {
      severity: Severity[finding.severity] ?? String(finding.severity),
      rank: finding.severity,
      directive: finding.directive,
      value: finding.value ?? '',
      description: finding.description,
    };
    seen.set(`${entry.rank}|${entry.directive}|${entry.value}|${entry.description}`, entry);
  }
  return [...seen.values()].sort((a, b) => a.rank - b.rank);
}

/** The findings that count against a policy: anything above informational. */
export function findingsAboveInfo(policy) {
  return cspFindings(policy).filter((finding) => finding.rank < Severity.INFO);
}

/** The policy the renderer writes for a build (or none), with a sample nonce in nginx's place. */
export function renderedPolicy(vars, dist) {
  return cspHeader(
    cspDirectives(serviceUrls(vars), {
      hashes: dist ? inlineHashes(dist) : undefined,
      analytics: analyticsEnabled(vars),
      nonce: SAMPLE_REQUEST_ID,
    }),
  );
}

async function main() {
  const { values } = parseArgs({
    options: { dist: { type: 'string', default: 'dist' }, policy: { type: 'string' } },
  });
  let policy = values.policy;
  if (!policy) {
    const dist = path.resolve(values.dist);
    const built = existsSync(path.join(dist, 'index.html'));
    if (!built) console.warn(`No build in ${dist}: the policy without its style hashes.`);
    policy = renderedPolicy(await productionVars(), built ? dist : undefined);
  }
  const findings = cspFindings(policy);
  for (const f of findings) {
    console.log(`${f.severity.padEnd(12)} ${f.directive} ${f.value} ${f.description}`.trim());
  }
  const failing = findingsAboveInfo(policy);
  console.log(
    failing.length === 0
      ? `csp_evaluator: nothing above informational (${findings.length} informational).`
      : `csp_evaluator: ${failing.length} finding(s) above informational.`,
  );
  process.exitCode = failing.length === 0 ? 0 : 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
