import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const MOCK_TO_APP =
  "The mock clinic takes wire types from src/api/types.ts and pure rules from src/lib and a feature's rules/ folder, never from the rest of src/features or src/app.";
const APP_TO_MOCK =
  'The app never imports the mock clinic: it plugs in through src/api/standIn.ts (only src/main.tsx starts it).';

// The layers of src/ (docs/architecture.md#layers): app composes; features are the screens;
// state, api, components, lib, i18n and config are shared by all. A feature uses another only
// through its index.ts (its public face), and the app shell only through the store's typed hooks
// and types (and the root reducer it injects its slice into); lib, the shared helpers, depends on
// no layer. tests/lint/boundaries.test.ts shows each rule refusing an import.
const FEATURES = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const FEATURE_TO_FEATURE =
  'A feature uses another feature only through its index.ts (its public face); move what several features share to src/state, src/components or src/lib.';
const FEATURE_TO_APP =
  'Features use the app shell only through the typed hooks (app/hooks.ts) and the store types (app/store.ts, app/listener.ts), and inject their slice into app/rootReducer.ts.';
const SHARED_TO_UPPER =
  'Shared code (src/lib, src/state, src/components, src/api, src/i18n, src/config) depends on no feature and not on the app shell (store types aside; a shared slice may inject itself into app/rootReducer.ts).';
const LIB_IS_BOTTOM =
  'src/lib is the bottom layer: it imports no store module, component, configuration, i18n module or service call (wire types from src/api/types.ts aside).';
const RULES_ARE_PURE =
  "A feature's rules/ folder holds pure rules (the mock clinic reads them): it imports src/lib, its own feature's rules and wire types, nothing of the store, components, configuration, i18n or service calls.";
const boundaryZones = [
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [
      `./${feature}`,
      ...FEATURES.filter((other) => other !== feature).map((other) => `./${other}/index.ts`),
    ],
    message: FEATURE_TO_FEATURE,
  })),
  {
    target: './src/features',
    from: './src/app',
    except: ['./hooks.ts', './store.ts', './listener.ts', './rootReducer.ts'],
    message: FEATURE_TO_APP,
  },
  {
    target: [
      './src/lib',
      './src/state',
      './src/components',
      './src/api',
      './src/i18n',
      './src/config',
    ],
    from: './src/features',
    message: SHARED_TO_UPPER,
  },
  {
    target: ['./src/lib', './src/components', './src/api', './src/i18n', './src/config'],
    from: './src/app',
    except: ['./store.ts', './hooks.ts'],
    message: SHARED_TO_UPPER,
  },
  // A shared slice that only some pages use injects itself, as a feature's does.
  {
    target: './src/state',
    from: './src/app',
    except: ['./store.ts', './hooks.ts', './rootReducer.ts'],
    message: SHARED_TO_UPPER,
  },
  {
    target: './src/lib',
    from: ['./src/state', './src/components', './src/config', './src/i18n'],
    message: LIB_IS_BOTTOM,
  },
  // A feature's rules/ folder holds pure rules the mock clinic reads too: like lib, no store,
  // component, configuration, i18n or service module (wire types aside).
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}/rules`,
    from: ['./src/app', './src/state', './src/components', './src/config', './src/i18n'],
    message: RULES_ARE_PURE,
  })),
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}/rules`,
    from: './src/api',
    except: ['./types.ts'],
    message: RULES_ARE_PURE,
  })),
  // Wire types only: a rule may read the shape of what the service sends, not call it.
  { target: './src/lib', from: './src/api', except: ['./types.ts'], message: LIB_IS_BOTTOM },
];

// Axios loads lazily through src/api/client.ts; a value import elsewhere would put it back into
// the first download of every page (types are fine). Named once: a later block that sets
// no-restricted-imports replaces the earlier one, so it must repeat this path.
const AXIOS_VALUE_IMPORT = {
  name: 'axios',
  message: 'Use api/medicationApi from src/api/client.ts and src/api/isAxiosError.ts.',
  allowTypeImports: true,
};

export default tseslint.config(
  {
    ignores: [
      // dist/, dist-e2e/ and any other build folder a test run leaves behind.
      'dist*',
      'node_modules',
      'public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
      'reports',
      // Generated from the contract (npm run contract:types); a finding there could only be fixed
      // in the generator. tsc still checks it.
      'src/api/contract.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [AXIOS_VALUE_IMPORT],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      // no-cycle reads the imported modules too: TypeScript ones with TypeScript's parser.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // The store's types are read by everyone; its code (the store, with every slice) only by the
  // composition root, so a feature or shared module never pulls the whole store into its chunk.
  {
    files: [
      'src/features/**/*.{ts,tsx}',
      'src/state/**/*.ts',
      'src/components/**/*.tsx',
      'src/api/**/*.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [AXIOS_VALUE_IMPORT],
          patterns: [
            {
              group: ['**/app/store', '**/app/listener'],
              message:
                'Only the store types: import type { AppDispatch, RootState } from app/store.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  // The mock clinic speaks only the service's contract (issue 15): it takes the wire types from
  // src/api/types.ts and pure rules from src/lib, never anything of the app's features or shell;
  // and the app never imports the mock. Its pages and clinic-status channel reach the app through
  // src/api/standIn.ts, registered by the mock boot that src/main.tsx (the composition root)
  // starts in mock builds. no-restricted-syntax covers import(), which no-restricted-imports does
  // not see. tests/lint/mockBoundary.test.ts keeps both directions enforced.
  {
    files: ['src/testing/mock-clinic/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '(^|/)(app/|features/(?![\\w-]+/rules/))', message: MOCK_TO_APP }],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportExpression[source.value=/\\/(features|app)\\//]', message: MOCK_TO_APP },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/testing/**', 'src/main.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/testing/**', '**/testing'], message: APP_TO_MOCK }] },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportExpression[source.value=/\\/testing(\\/|$)/]', message: APP_TO_MOCK },
      ],
    },
  },
  {
    files: ['src/api/client.ts', 'tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: ['e2e/**/*.ts', 'scripts/**/*.{js,mjs,ts}', '*.config.{js,ts}', '.ci/**/*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
);
