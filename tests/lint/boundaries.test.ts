// @vitest-environment node
// The import boundaries of src/ (eslint.config.js, issue 18 point 1) are themselves tested, so
// that they cannot silently go: each rule refuses a new import across its line, and lets the
// allowed ones through.
import { beforeAll, describe, expect, it } from 'vitest';
import { errorsOf } from './errorsOf';

const importOf = (specifier: string, name = 'x') =>
  `import { ${name} } from '${specifier}';\nexport const used = ${name};\n`;
const useType = (specifier: string, name: string) =>
  `import type { ${name} } from '${specifier}';\nexport type Used = ${name};\n`;

const refused = [
  {
    what: "a feature's private file in another feature",
    filePath: 'src/features/payment/example.ts',
    code: importOf('../requests/draft', 'readDraft'),
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: 'the app shell in a feature (beyond the hooks and store types)',
    filePath: 'src/features/site/example.ts',
    code: importOf('../../app/routes', 'routes'),
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: "the store's code (not its types) in a feature",
    filePath: 'src/features/site/example.ts',
    code: importOf('../../app/store', 'createStore'),
    rule: '@typescript-eslint/no-restricted-imports',
  },
  {
    what: 'a feature in shared code',
    filePath: 'src/lib/example.ts',
    code: importOf('../features/requests', 'paymentPath'),
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: 'a feature in the error handler of src/api',
    filePath: 'src/api/example.ts',
    code: importOf('../features/auth/logout', 'logout'),
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: 'the store state in src/lib',
    filePath: 'src/lib/example.ts',
    code: importOf('../state/session', 'loggedOut'),
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: 'the i18n layer in src/lib',
    filePath: 'src/lib/example.ts',
    code: importOf('../i18n/language', 'htmlLang'),
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: 'the configuration in src/lib',
    filePath: 'src/lib/example.ts',
    code: importOf('../config/env', 'env'),
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: 'a service call in src/lib',
    filePath: 'src/lib/example.ts',
    code: importOf('../api/client', 'warmApiClient'),
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: "the store state in a feature's rules",
    filePath: 'src/features/requests/rules/example.ts',
    code: importOf('../../../state/session', 'loggedOut'),
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: 'an import that closes a cycle',
    filePath: 'src/lib/storage.ts',
    code: importOf('./addressToken', 'keepAddressToken'),
    rule: 'import-x/no-cycle',
  },
];

describe('the import boundaries of src/', () => {
  // Loading the config and its plugins takes seconds on a busy machine: once, with time to spare.
  beforeAll(() => errorsOf('src/lib/example.ts', 'export {};\n'), 60_000);

  it.each(refused)('refuses $what', async ({ filePath, code, rule }) => {
    const errors = await errorsOf(filePath, code);
    expect(errors).toEqual([expect.stringContaining(`${rule}: `)]);
  });

  it.each([
    {
      what: "another feature's public index.ts",
      filePath: 'src/features/payment/example.ts',
      code: importOf('../requests', 'readDraft'),
    },
    {
      what: 'the typed hooks, and the store types',
      filePath: 'src/features/site/example.ts',
      code: importOf('../../app/hooks', 'useAppSelector') + useType('../../app/store', 'RootState'),
    },
    {
      what: 'shared state, components and helpers in a feature',
      filePath: 'src/features/site/example.ts',
      code:
        importOf('../../state/session', 'loggedOut') +
        "import AlertStack from '../../components/AlertStack';\nexport const stack = AlertStack;\n" +
        importOf('../../lib/money', 'formatDollars'),
    },
    {
      what: 'the wire types in src/lib',
      filePath: 'src/lib/example.ts',
      code: useType('../api/types', 'FeeConfig'),
    },
    {
      what: 'any feature in the app shell',
      filePath: 'src/app/example.ts',
      code: importOf('../features/requests/draft', 'readDraft'),
    },
  ])('allows $what', async ({ filePath, code }) => {
    expect(await errorsOf(filePath, code)).toEqual([]);
  });
});
