// @vitest-environment node
// The lint rule between the app and the mock clinic (eslint.config.js, issue 15) is itself tested,
// so that it cannot silently disappear: a new import across the line, either way, fails the lint.
import { beforeAll, describe, expect, it } from 'vitest';
import { errorsOf } from './errorsOf';

const boundary = /^no-restricted-(imports|syntax): /;

// One new import across the line each way, as a declaration and as a later import().
const crossings = [
  {
    what: 'a feature type in the mock clinic',
    filePath: 'src/testing/mock-clinic/handlers/example.ts',
    code: "import type { RequestData } from '../../features/requests/types';\nexport type X = RequestData;\n",
  },
  {
    what: 'the app shell in the mock clinic, imported later',
    filePath: 'src/testing/mock-clinic/example.ts',
    code: "export const load = () => import('../app/routes');\n",
  },
  {
    what: 'the mock clinic in a feature',
    filePath: 'src/features/example/example.ts',
    code: "import { db } from '../../testing/mock-clinic/db';\nexport const state = db.state;\n",
  },
  {
    what: 'the mock clinic in the app shell, imported later',
    filePath: 'src/app/example.ts',
    code: "export const load = () => import('../testing/mock-clinic/socket');\n",
  },
];

describe('the line between the app and the mock clinic', () => {
  // Loading the config and its plugins takes seconds on a busy machine: once, with time to spare.
  beforeAll(() => errorsOf('src/lib/example.ts', 'export {};\n'), 60_000);

  it.each(crossings)('refuses $what', async ({ filePath, code }) => {
    expect(await errorsOf(filePath, code)).toEqual([expect.stringMatching(boundary)]);
  });

  it('lets the mock clinic take the contract and the pure rules, and main.tsx start it', async () => {
    expect(
      await errorsOf(
        'src/testing/mock-clinic/example.ts',
        "import type { ChargeReply } from '../api/types';\nimport { sickNotePrice } from '../lib/sickNote';\nexport type X = ChargeReply;\nexport const price = sickNotePrice;\n",
      ),
    ).toEqual([]);
    // A feature's rules/ folder: the pure rules the service applies too.
    expect(
      await errorsOf(
        'src/testing/mock-clinic/example.ts',
        "import { settleEnd } from '../../features/requests/rules/sickNoteDates';\nexport const settle = settleEnd;\n",
      ),
    ).toEqual([]);
    expect(
      await errorsOf(
        'src/main.tsx',
        "export const start = () => import('./testing/mock-clinic/browser');\n",
      ),
    ).toEqual([]);
  });
});
