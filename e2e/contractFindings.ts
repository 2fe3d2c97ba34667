// The mock clinic holds each exchange to the contract document (contract/clinic-service.yaml);
// what disagrees is kept as a finding, in the page's storage for a mock build, in the mock
// service's memory for the production path. Every suite's fixtures take them when a test ends
// and fail the test that caused any.

import { FINDINGS_STORAGE_KEY, formatFinding } from '../src/testing/contract/findings';
import type { ContractFinding } from '../src/testing/contract/types';

export { FINDINGS_STORAGE_KEY };

/** The findings a page's storage held (the raw value of its key), as a list. */
export function findingsIn(stored: string | null | undefined): ContractFinding[] {
  if (!stored) return [];
  try {
    const list: unknown = JSON.parse(stored);
    return Array.isArray(list) ? (list as ContractFinding[]) : [];
  } catch {
    return [];
  }
}

/** The mock service's findings since the last take (npm run mock-server's control). */
export async function takeServiceFindings(serviceUrl: string): Promise<ContractFinding[]> {
  const response = await fetch(`${serviceUrl}/__mock/take-contract-findings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  if (!response.ok)
    throw new Error(`POST /__mock/take-contract-findings answered ${response.status}`);
  return (await response.json()) as ContractFinding[];
}

export function failOnFindings(findings: readonly ContractFinding[]): void {
  if (findings.length === 0) return;
  throw new Error(
    `The mock clinic's exchanges disagree with contract/clinic-service.yaml:\n${findings.map(formatFinding).join('\n')}`,
  );
}
