import type { MigrationSpec } from '@oj/core';

/**
 * A language's limit factors as the super admin set them (the runner multiplies a problem's time and
 * memory limits by them; the problem page shows the products). Null: the judge's own factor for the
 * language (01 §9: 1 for C and C++, 2 for every other language), so existing rows keep what they had.
 */
export const languageFactors: MigrationSpec = {
  name: '0015-language-factors',
  up: [
    'alter table language add column time_factor real check (time_factor > 0 and time_factor <= 10)',
    'alter table language add column memory_factor real check (memory_factor > 0 and memory_factor <= 10)',
  ],
  down: ['alter table language drop column time_factor', 'alter table language drop column memory_factor'],
};
