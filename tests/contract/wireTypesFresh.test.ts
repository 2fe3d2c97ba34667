// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTRACT_TYPES, contractTypes } from '../../scripts/contract-types.mjs';

// src/api/contract.gen.ts is what tsc holds src/api/types.ts to (wireTypes.typecheck.ts): a
// committed file that no longer matches contract/clinic-service.yaml would let the portal's
// types drift from the document while the check stays green.

describe('the generated wire types (src/api/contract.gen.ts)', () => {
  it('match what contract/clinic-service.yaml generates now', async () => {
    const fresh = await contractTypes();
    const committed = readFileSync(CONTRACT_TYPES, 'utf8');
    // Plain words rather than a 4,000-line diff: the fix is always the same command.
    expect(
      committed === fresh,
      'src/api/contract.gen.ts is stale: contract/clinic-service.yaml changed since it was ' +
        'generated. Run npm run contract:types and commit the result.',
    ).toBe(true);
  });
});
