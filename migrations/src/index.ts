import type { MigrationSpec } from '@oj/core';
import { siteConfig } from './0001-site-config';

/** The core's migrations, in the order they run. Plugins' migrations run after these. */
export const coreMigrations: readonly MigrationSpec[] = [siteConfig];
