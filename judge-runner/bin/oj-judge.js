#!/usr/bin/env node
// `npx oj-judge …` (README, docs/judge.md). npm links a package's bin when it installs it, before anything is
// built, so the bin is this committed file: it runs the built command (dist/cli/oj-judge.js) and, on a
// fresh clone where that is missing, builds the backend first (`npm run build:backend`, about a minute).
'use strict';
const { existsSync } = require('node:fs');
const { spawnSync } = require('node:child_process');
const { join } = require('node:path');

const built = join(__dirname, '..', 'dist', 'cli', 'oj-judge.js');
const repo = join(__dirname, '..', '..');

if (!existsSync(built)) {
  const say = (line) => process.stderr.write(`oj-judge: ${line}\n`);
  if (!existsSync(join(repo, 'scripts', 'build-backend.mjs'))) {
    say(`${built} is missing: build the judge runner first`);
    process.exit(1);
  }
  say('not built yet: building the backend first (npm run build:backend) ...');
  // the build's own output goes to stderr, so that stdout carries only the verdict (--json stays parseable)
  const build = spawnSync('npm', ['run', 'build:backend'], { cwd: repo, stdio: ['ignore', process.stderr, process.stderr] });
  if (build.error || build.status !== 0 || !existsSync(built)) {
    say(`the build failed${build.error ? ` (${build.error.message})` : ''}: run 'npm run build:backend' in ${repo} and see its errors`);
    process.exit(1);
  }
}
require(built);
