// One exchange of `npm run contract:check`: the probe sent to a service, and what it sent and what
// came back held to the contract document by the same validator the mock clinic is held by.

import type { Probe } from './probes';
import { TEST_INSTANCE_HEADER } from './probes';
import type { ContractFinding, WireAnswer } from './types';
import { documentedResponseKey, type ContractValidator } from './validator';
import { readWireAnswer, readWireRequest } from './wire';

export interface ProbeOutcome {
  /** How the report names the call, e.g. 'GET /me (no token)'. */
  label: string;
  /** Disagreements and notes (`extraField`), in the validator's words. */
  findings: ContractFinding[];
  /** Why no answer came (a network error, a timeout); the call then disagrees. */
  noAnswer?: string;
  answer?: WireAnswer;
  /** Whether the answer said the service is a test instance. */
  testInstance: boolean;
}

export interface SendContext {
  validator: ContractValidator;
  /** The host's address, without a trailing slash. */
  base: string;
  timeoutMs: number;
}

export function probeLabel(probe: Probe): string {
  const host = probe.host === 'medication' ? ', medication host' : '';
  const variant = probe.variant ? `, ${probe.variant}` : '';
  const extra = host || variant ? ` (${(host + variant).slice(2)})` : '';
  return `${probe.method} ${probe.path}${extra}`;
}

function requestOf(probe: Probe, base: string): Request {
  const headers = new Headers({ Accept: 'application/json', ...probe.headers });
  if (probe.token !== undefined) headers.set('x-auth-token', probe.token);
  if (probe.body !== undefined) headers.set('Content-Type', 'application/json');
  return new Request(`${base}${probe.path}`, {
    method: probe.method,
    headers,
    ...(probe.body !== undefined ? { body: JSON.stringify(probe.body) } : {}),
  });
}

/** A failed fetch in plain words: undici hides the reason in `cause`. */
function describeFailure(error: unknown, timeoutMs: number): string {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return `no answer within ${timeoutMs / 1000} s`;
  }
  const cause = (error as { cause?: { code?: string; message?: string } } | null)?.cause;
  const reason = cause?.code ?? cause?.message ?? (error as Error | null)?.message ?? 'unknown';
  return `no answer: the connection failed (${reason})`;
}

/** The answer's status against what the check expects, when the document allows both. */
function expectationFindings(probe: Probe, call: string, answer: WireAnswer): ContractFinding[] {
  const base = { call, side: 'answer' as const };
  if (answer.status !== probe.expectStatus) {
    // A read refused as tokenNotValid: most often the --token given has ended.
    const hint = answer.status === 401 && probe.token ? ' (is the token a live session?)' : '';
    return [
      {
        ...base,
        message: `answered ${answer.status}; the check expects ${probe.expectStatus}${hint}`,
      },
    ];
  }
  const success = (answer.body as { success?: unknown } | null)?.success;
  if (probe.expectRefusal && success !== false) {
    return [{ ...base, message: 'answered a success; the check expects a refusal' }];
  }
  return [];
}

export async function sendProbe(probe: Probe, context: SendContext): Promise<ProbeOutcome> {
  const label = probeLabel(probe);
  const request = requestOf(probe, context.base);
  const wire = await readWireRequest(request, probe.host, context.base);
  const { operation, findings } = context.validator.checkRequest(wire);
  // A request the document lacks is the check's own mistake: it is reported, never sent.
  if (!operation) return { label, findings, testInstance: false };

  let response: Response;
  let answer: WireAnswer;
  try {
    response = await fetch(request, { signal: AbortSignal.timeout(context.timeoutMs) });
    answer = await readWireAnswer(response);
  } catch (error) {
    return {
      label,
      findings,
      noAnswer: describeFailure(error, context.timeoutMs),
      testInstance: false,
    };
  }
  findings.push(...context.validator.checkAnswer(wire, operation, answer));
  // An undocumented status is the validator's finding already; one it allows may still not be
  // the one this probe must get (a 401 to a live token's read).
  if (documentedResponseKey(operation.operation.responses, answer.status) !== undefined) {
    findings.push(...expectationFindings(probe, `${probe.method} ${probe.path}`, answer));
  }
  return {
    label,
    findings,
    answer,
    testInstance: response.headers.get(TEST_INSTANCE_HEADER)?.trim().toLowerCase() === 'true',
  };
}
