import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
  {
    files: ['src/api/client.ts', 'tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: ['e2e/**/*.ts', 'scripts/**/*.{js,mjs,ts}', '*.config.{js,ts}', '.ci/**/*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
);
