// The contract findings of the mock clinic's exchanges, kept until a test takes them: Vitest's
// setup, the e2e fixtures (from the page's storage, which outlives a reload) and the mock
// service's GET /__mock/contract-findings each fail a test that left one.

import type { ContractFinding } from './types';

export const FINDINGS_STORAGE_KEY = 'mockClinic.contractFindings';

let kept: ContractFinding[] = [];
let requestsChecked = true;
let storage: Storage | null = null;

function save(): void {
  try {
    if (kept.length === 0) storage?.removeItem(FINDINGS_STORAGE_KEY);
    else storage?.setItem(FINDINGS_STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // A full storage: the findings stay in this page's memory and its console.
  }
}

/** In a page: findings are kept in its storage, which a reload and every tab share. */
export function keepFindingsIn(store: Storage | null): void {
  storage = store;
}

/** What the storage holds (every tab's findings), or null in memory only. */
function stored(): ContractFinding[] | null {
  if (!storage) return null;
  try {
    const saved: unknown = JSON.parse(storage.getItem(FINDINGS_STORAGE_KEY) ?? '[]');
    return Array.isArray(saved) ? (saved as ContractFinding[]) : [];
  } catch {
    return [];
  }
}

export function formatFinding(finding: ContractFinding): string {
  const side = finding.side === 'request' ? 'the request' : 'the answer';
  return `${finding.call}: ${side}: ${finding.message}`;
}

export function recordFindings(findings: readonly ContractFinding[]): void {
  if (findings.length === 0) return;
  kept = [...(stored() ?? kept), ...findings];
  save();
  for (const finding of findings) console.error(`[contract] ${formatFinding(finding)}`);
}

/** The findings so far, emptied. */
export function takeContractFindings(): ContractFinding[] {
  const taken = stored() ?? kept;
  kept = [];
  save();
  return taken;
}

/**
 * For a test of the mock clinic's own refusals, which sends on purpose what the portal never
 * does (a blank message, a fourth file): its requests are not held to the document until the
 * test ends; the mock's answers still are. Vitest's setup turns the checks back on.
 */
export function checkRequests(on: boolean): void {
  requestsChecked = on;
}

export function requestsAreChecked(): boolean {
  return requestsChecked;
}
