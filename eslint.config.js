import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/', 'build-test/', '**/node_modules/', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' }],
    },
  },
  {
    // ESLint's own config format requires a default export.
    files: ['eslint.config.js'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // The dashboard's browser scripts.
    files: ['src/dashboard/assets/*.js'],
    languageOptions: { sourceType: 'script', globals: { document: 'readonly', window: 'readonly', navigator: 'readonly', HTMLFormElement: 'readonly', HTMLInputElement: 'readonly', Element: 'readonly', setTimeout: 'readonly', uPlot: 'readonly' } },
  },
  {
    files: ['bin/*', '**/*.js', '**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly', fetch: 'readonly', setTimeout: 'readonly' } },
  },
);
