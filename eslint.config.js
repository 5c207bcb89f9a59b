// The code rules `npm run lint` checks (the import boundaries of DESIGN.md are .dependency-cruiser.cjs).
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'storybook-static/',
      'tests/next-app/.next/',
      'tests/next-app/node_modules/',
      'tests/next-app/next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    languageOptions: { globals: { ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
      // A scrollable region (the compare table) must be focusable to scroll by keyboard (WCAG 2.1.1).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region'] }],
      'no-console': 'off',
    },
  },
  {
    // Widgets render what they are given: loading data is lib/data's job (DESIGN.md, one-way flow).
    files: ['lib/widgets/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Widgets never fetch: data comes through the list store (lib/data, lib/state).' },
        { name: 'XMLHttpRequest', message: 'Widgets never fetch: data comes through the list store (lib/data, lib/state).' },
      ],
    },
  },
  {
    files: ['scripts/**', 'tests/**', '*.config.*', '.dependency-cruiser.cjs', '.storybook/**', 'vite.config.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Playwright fixtures: `use` is Playwright's, not React's, and worker fixtures take `{}`.
    files: ['tests/e2e/**', 'tests/support/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    files: ['tests/**'],
    rules: {
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
);
