// The soak checks (`npm run soak:judge`, a CI step of its own after test:all): long runs against private
// servers and the built runner, kept out of the main suite (its testMatch is *.test.ts).
const base = require('./jest.config.js');

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  roots: ['<rootDir>/web/soak'],
  testMatch: ['**/*.soak.ts'],
  testTimeout: 600000,
  maxWorkers: 1,
};
