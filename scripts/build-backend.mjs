#!/usr/bin/env node
// `npm run build:backend`: one `tsc -b` over the backend workspaces and every plugin folder that has a
// tsconfig.json, found here so that package.json names no plugin (docs/plugins.md, Build).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const plugins = existsSync(join(root, 'plugins'))
  ? readdirSync(join(root, 'plugins')).sort().filter((id) => existsSync(join(root, 'plugins', id, 'tsconfig.json'))).map((id) => `plugins/${id}`)
  : [];
// the plugins come before the web server: tsc -b orders by references anyway, the list only has to name them
const projects = ['config', 'core', 'migrations', 'adapters', 'judge-runner', ...plugins, 'web/tsconfig.server.json'];
const tsc = spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-b', ...projects, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(tsc.status ?? 1);
