// Lint rules for every workspace. The one architectural rule that matters most is enforced here
// and again by core/src/architecture.test.ts: the core imports no driver, no web framework, no React.
const tseslint = require('typescript-eslint');

const DRIVERS = [
  '@mikro-orm/*', 'mikro-orm-pglite', '@electric-sql/*', 'pg', 'knex', 'amqplib', 'ioredis', 'nodemailer',
  'rate-limiter-flexible', 'express', 'express-*', '@remix-run/*', 'react', 'react-dom', 'react-*', 'pino', 'prom-client',
];

module.exports = tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/build/**', '**/.cache/**', 'web/public/**', 'coverage/**', 'test-artifacts/**', 'judge-runner/testsuite/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
    languageOptions: { globals: { module: 'writable', require: 'readonly', process: 'readonly', globalThis: 'readonly' } },
  },
  {
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: DRIVERS, message: 'core imports no driver, web framework or UI library: put it behind a port in adapters/.' }] }],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'bench/**', '**/testing/**', 'web/server/main.ts', 'web/server/*-cli.ts', 'judge-runner/src/main.ts'],
    rules: { 'no-console': 'off' },
  },
);
