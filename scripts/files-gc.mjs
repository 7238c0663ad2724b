#!/usr/bin/env node
// `npm run files:gc`: garbage-collects the shared file store (PostgreSQL or S3) with the web processes' collector.
// A dry run by default, printing what would go; `--apply` deletes. See docs/operations.md, Files.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { main } = require('../adapters/dist/file-store/files-gc.cli.js');
process.exitCode = await main(process.argv.slice(2));
