import { serviceUrl } from '../../../scripts/e2e-prod-env.mjs';

// The mock service's controls over HTTP (src/testing/mock-clinic/server/controlRoutes.ts), from
// the test's side: the engines suite's production path resets it and reads its ledger.

export async function resetService(): Promise<void> {
  // The service's controls take JSON only (src/testing/mock-clinic/server/controlGuard.ts).
  const answer = await fetch(`${serviceUrl}/__mock/reset`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  if (!answer.ok) throw new Error(`POST /__mock/reset answered ${answer.status}`);
}

export interface Charge {
  amount: number;
  status?: string;
}

export async function serviceCharges(): Promise<Charge[]> {
  const answer = await fetch(`${serviceUrl}/__mock/charges`);
  if (!answer.ok) throw new Error(`GET /__mock/charges answered ${answer.status}`);
  return (await answer.json()) as Charge[];
}
