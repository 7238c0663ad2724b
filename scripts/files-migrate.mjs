#!/usr/bin/env node
// `npm run files:migrate`: copies a folder file store (DATA_DIR/files) into the store the settings choose
// (PostgreSQL whenever DATABASE_URL is set, or FILE_STORE=s3). Idempotent and resumable: see docs/operations.md, Files.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { main } = require('../adapters/dist/file-store/files-migrate.cli.js');
process.exitCode = await main(process.argv.slice(2));
