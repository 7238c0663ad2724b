// One jest run for every workspace: unit tests beside the code, integration tests against the real
// PostgreSQL, Redis and RabbitMQ named by DATABASE_URL / REDIS_URL / AMQP_URL (default: this machine's).
const swc = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true, decorators: true },
    target: 'es2022',
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false, react: { runtime: 'automatic' } },
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

const { existsSync } = require('node:fs');
const { join } = require('node:path');

// every workspace that exists (a fresh clone may have no plugin yet)
const WORKSPACES = ['config', 'core', 'adapters', 'migrations', 'plugins', 'judge-runner', 'web'];

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: WORKSPACES.filter((w) => existsSync(join(__dirname, w))).map((w) => `<rootDir>/${w}`),
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/build/'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swc] },
  // web is ESM ('.js' suffixes on relative imports); the workspaces resolve to their sources, not dist.
  moduleNameMapper: {
    // a component's CSS module (the site's bundler builds it) reads as class names named by their keys
    '\\.module\\.css$': '<rootDir>/jest.style-stub.js',
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^@oj/(config|core|adapters|migrations|judge-runner)$': '<rootDir>/$1/src',
    '^@oj/(config|core|adapters|migrations|judge-runner)/(.*)$': '<rootDir>/$1/src/$2',
  },
  globalSetup: '<rootDir>/jest.global-setup.js',
  globalTeardown: '<rootDir>/jest.global-teardown.js',
  setupFiles: ['reflect-metadata'],
  testTimeout: 60000,
  maxWorkers: 2,
};
