// The mock clinic's route layer hands every exchange to this watch: the request is checked when
// it arrives, the answer when the handler has made it. A call, field or answer the document
// lacks becomes a finding (findings.ts), which fails the test that caused it.

import { env } from '../../config/env';
import { recordFindings, requestsAreChecked } from './findings';
import type { WireRequest } from './types';
import type { ContractValidator } from './validator';
import { readWireAnswer, readWireRequest } from './wire';

let validator: Promise<ContractValidator> | null = null;

/**
 * The validator, loaded apart from the mock clinic: the document and its compiled schemas are a
 * megabyte of script, which a page of a mock build fetches beside the app's own instead of before
 * it (the mock starts before the app renders). The first exchange waits for it.
 */
export function loadContractWatch(): Promise<ContractValidator> {
  validator ??= Promise.all([
    import('./document'),
    import('virtual:contract-validators'),
    import('./validator'),
  ]).then(([{ contractDocument }, { validators }, { createContractValidator }]) =>
    createContractValidator(contractDocument, validators),
  );
  return validator;
}

function hostOf(base: string): WireRequest['host'] | null {
  if (base === env.apiUrl) return 'service';
  if (base === env.medicationApiUrl) return 'medication';
  return null;
}

export interface WatchedExchange {
  /** Checks the answer the handler made (not one a test injected as a failure). */
  answered(response: Response): Promise<void>;
}

const UNWATCHED: WatchedExchange = { answered: async () => {} };

/**
 * Starts watching one exchange. Calls to other hosts (the card provider's API) are not the
 * clinic's, and `outsideContract` marks a mock route the portal never calls.
 */
export async function watchExchange(
  request: Request,
  base: string,
  outsideContract = false,
): Promise<WatchedExchange> {
  const host = hostOf(base);
  if (!host || outsideContract) return UNWATCHED;
  const [contract, wire] = await Promise.all([
    loadContractWatch(),
    readWireRequest(request, host, base),
  ]);
  const { operation, findings } = contract.checkRequest(wire);
  if (requestsAreChecked()) recordFindings(findings);
  if (!operation) return UNWATCHED;
  return {
    async answered(response) {
      recordFindings(contract.checkAnswer(wire, operation, await readWireAnswer(response)));
    },
  };
}
