import type { MigrationSpec } from '@oj/core';

/**
 * Issue 18 (item 17): display ids sort naturally (`999` < `1000` < `HA1`, `W99` < `W100`) wherever problems
 * are listed by them. `problem.display_order` is the key of core's `displayOrderKey` (display-order.ts),
 * made by the same rule in SQL: each run of digits becomes its length (3 digits) and its digits without
 * leading zeros, the rest is lower-cased; compared as bytes (collation "C"). Lists order by
 * `display_order, problem_id, id`.
 */
export const naturalDisplayOrder: MigrationSpec = {
  name: '0019-natural-display-order',
  up: [
    `create function problem_display_order(problem_id text) returns text language sql immutable parallel safe as $$
      select coalesce(string_agg(
        case when m.part[1] ~ '^[0-9]'
          then lpad(length(ltrim(m.part[1], '0'))::text, 3, '0') || ltrim(m.part[1], '0')
          else lower(m.part[1]) end, '' order by m.n), '')
      from regexp_matches(problem_id, '[0-9]+|[^0-9]+', 'g') with ordinality as m(part, n)
    $$`,
    `alter table problem add column display_order text collate "C" generated always as (problem_display_order(problem_id)) stored`,
    'create index problem_display_order_idx on problem (display_order, problem_id, id)',
  ],
  down: ['drop index problem_display_order_idx', 'alter table problem drop column display_order', 'drop function problem_display_order(text)'],
};
