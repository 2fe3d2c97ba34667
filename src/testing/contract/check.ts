// `npm run contract:check`: sends a service the documented, safe calls of probes.ts and reports,
// call by call and in plain words, where it disagrees with the contract document. The writes go
// only to a service whose every answer says it is a test instance; a real clinic's data is never
// touched, and its patients get no message from the check.

import type { CheckOptions } from './checkArguments';
import {
  TEST_INSTANCE_HEADER,
  login,
  messageDetail,
  missingMessage,
  patientReads,
  publicReads,
  publicRefusals,
  sessionWrites,
  type Probe,
} from './probes';
import { type ProbeOutcome, probeLabel, sendProbe } from './sendProbe';
import type { ContractDocument, ContractFinding } from './types';
import { createContractValidator } from './validator';

export interface CheckReport {
  lines: string[];
  /** 0: every call agrees (notes aside); 1: a disagreement or a call without an answer. */
  exitCode: 0 | 1;
}

function side(finding: ContractFinding): string {
  return finding.side === 'request' ? 'the request' : 'the answer';
}

/** An extra answer field: a real service may send more than the portal reads. */
function isNote(finding: ContractFinding): boolean {
  return finding.side === 'answer' && finding.extraField === true;
}

export function outcomeLines(outcome: ProbeOutcome): string[] {
  const { label, findings } = outcome;
  const wrong = findings.filter((finding) => !isNote(finding));
  const lines = wrong.map((finding) => `✗ ${label}: ${side(finding)}: ${finding.message}`);
  if (outcome.noAnswer) lines.push(`✗ ${label}: ${outcome.noAnswer}`);
  if (lines.length === 0) lines.push(`✓ ${label}`);
  for (const note of findings.filter(isNote)) {
    lines.push(`  note: ${label}: ${side(note)}: ${note.message} (the portal ignores it)`);
  }
  return lines;
}

function firstMessageId(outcome: ProbeOutcome): string | undefined {
  const messages = (outcome.answer?.body as { messages?: { _id?: unknown }[] } | null)?.messages;
  const id = Array.isArray(messages) ? messages[0]?._id : undefined;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

export async function runContractCheck(
  options: CheckOptions,
  document: ContractDocument,
  onLine: (line: string) => void = () => {},
): Promise<CheckReport> {
  const validator = createContractValidator(document);
  const lines: string[] = [];
  const serviceAnswers: boolean[] = [];
  let failed = false;
  const say = (line: string) => {
    lines.push(line);
    onLine(line);
  };
  const skip = (what: string, why: string) => say(`- skipped ${what}: ${why}`);

  async function send(probe: Probe): Promise<ProbeOutcome | null> {
    const base = probe.host === 'service' ? options.base : options.medicationBase;
    if (base === undefined) {
      skip(probeLabel(probe), 'no --medication-base was given');
      return null;
    }
    const outcome = await sendProbe(probe, { validator, base, timeoutMs: options.timeoutMs });
    if (probe.host === 'service' && outcome.answer) serviceAnswers.push(outcome.testInstance);
    const shown = outcomeLines(outcome);
    if (shown.some((line) => line.startsWith('✗'))) failed = true;
    shown.forEach(say);
    return outcome;
  }

  /** The patient's reads with a session's token, the message detail from the list's first. */
  async function readAsPatient(token: string): Promise<void> {
    for (const probe of patientReads(token)) {
      const outcome = await send(probe);
      if (!probe.path.startsWith('/message/?') || !outcome) continue;
      const id = firstMessageId(outcome);
      if (id) await send(messageDetail(token, id));
      else skip('GET /message/{id}', 'the message list answered no message to read');
    }
    await send(missingMessage(token));
  }

  say(`Contract check of ${options.base} against the clinic service's contract`);
  for (const probe of [...publicReads(), ...publicRefusals()]) await send(probe);
  if (options.token !== undefined) await readAsPatient(options.token);

  const writes = 'the write calls (POST /login, /services/saveerror, /message/sent, /logout)';
  const lacking = serviceAnswers.filter((said) => !said).length;
  if (serviceAnswers.length === 0 || lacking > 0) {
    const why =
      serviceAnswers.length === 0
        ? 'the service gave no answer'
        : `${lacking} of its ${serviceAnswers.length} answers lacked ${TEST_INSTANCE_HEADER}: true`;
    skip(
      writes,
      `the service did not say it is a test instance (${why}); writes go to test instances only`,
    );
  } else if (options.email === undefined || options.password === undefined) {
    skip(writes, 'no --email and --password of a test patient were given');
  } else {
    const started = await send(login(options.email, options.password));
    const token = (started?.answer?.body as { extras?: { accessToken?: unknown } } | undefined)
      ?.extras?.accessToken;
    if (typeof token !== 'string' || token === '') {
      say("✗ POST /login: the answer gave no session token; the session's calls were not sent");
      failed = true;
    } else {
      await readAsPatient(token);
      for (const probe of sessionWrites(token)) await send(probe);
    }
  }

  const disagreeing = lines.filter((line) => line.startsWith('✗')).length;
  say(
    failed
      ? `The service disagrees with the document: ${disagreeing} ${disagreeing === 1 ? 'difference' : 'differences'} above.`
      : 'The service agrees with the document on every call sent.',
  );
  return { lines, exitCode: failed ? 1 : 0 };
}
