import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const MOCK_TO_APP =
  'The mock clinic takes wire types from src/api/types.ts and pure rules from src/lib, never from src/features or src/app.';
const APP_TO_MOCK =
  'The app never imports the mock clinic: it plugs in through src/api/standIn.ts (only src/main.tsx starts it).';

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
      // Axios loads lazily through src/api/client.ts; a value import elsewhere would put it back
      // into the first download of every page (types are fine).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'axios',
              message: 'Use api/medicationApi from src/api/client.ts and src/api/isAxiosError.ts.',
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
    files: ['src/mocks/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/features/**', '**/app/**'], message: MOCK_TO_APP }] },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportExpression[source.value=/\\/(features|app)\\//]', message: MOCK_TO_APP },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/mocks/**', 'src/main.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/mocks/**', '**/mocks'], message: APP_TO_MOCK }] },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportExpression[source.value=/\\/mocks(\\/|$)/]', message: APP_TO_MOCK },
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
