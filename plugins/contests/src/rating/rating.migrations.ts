import type { MigrationSpec } from '@oj/core';

/**
 * Ratings (issue 21 item 8). `contest_rated` holds a contest's rated flag and its computation state (kept out
 * of the contest row so the form and the board stay as they are); `contest_rating` one rated participant's
 * result per contest: a user's rating is the newRating of their latest rated contest.
 */
export const ratingMigrations: MigrationSpec[] = [
  {
    name: 'contests-0004-ratings',
    up: [
      `create table contest_rated (
        cid bigint primary key references contest (id) on delete cascade,
        rated boolean not null default false,
        -- a contest admin declared the results final: rated even while the board is still sealed
        results_final boolean not null default false,
        -- when the ratings last included this contest (null: not yet, or no longer)
        computed_at timestamptz,
        -- a submission of the contest changed after that (a rejudge): compute again
        dirty_at timestamptz
      )`,
      `create table contest_rating (
        cid bigint not null references contest (id) on delete cascade,
        uid varchar(36) not null references user_info (uid) on delete cascade,
        rank integer not null,
        old_rating integer not null,
        new_rating integer not null,
        end_time timestamptz not null,
        primary key (cid, uid)
      )`,
      // a user's history and current rating
      'create index contest_rating_uid on contest_rating (uid, end_time desc, cid desc)',
    ],
    down: ['drop table contest_rating', 'drop table contest_rated'],
  },
];
