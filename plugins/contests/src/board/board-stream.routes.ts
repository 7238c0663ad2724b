import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';
import { defineRoute, LiveStream, signedInUser } from '@oj/core';
import { BoardStreamHub } from './board-stream.hub';
import { BoardService } from './board.service';

/** `GET /api/contest-board-events?cid=&outside=` (our extension, beside get-contest-rank's 30 s poll). */
export class ContestBoardEventsQuery {
  @Type(() => Number) @IsInt({ message: 'contest.notFound' }) @Min(1, { message: 'contest.notFound' }) @Max(Number.MAX_SAFE_INTEGER, { message: 'contest.notFound' })
  cid!: number;

  /** The public scoreboard's rule (openRank, started) instead of entering the contest. */
  @IsOptional() @Transform(({ value }) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value)) @IsBoolean()
  outside?: boolean;
}

/**
 * The board's live changes as Server-Sent Events, through the site's stream caps (LiveStreamGate: 6 per
 * session, 20 per address, across processes; 429 beyond and the page keeps polling every 30 s). Access is
 * checked once, when the stream opens, as get-contest-rank (or the outside scoreboard) checks it.
 */
export const boardStreamRoutes = [
  defineRoute({
    method: 'GET', path: '/api/contest-board-events', tag: 'contest', access: { auth: 'anon' }, query: ContestBoardEventsQuery,
    summary:
      "Live changes of a contest's board as Server-Sent Events: `event: board` with data {cid, mode, rows (the changed rows as this viewer's board shows them, rank included), " +
      'problems [{displayId, ac, total}], total}, `event: reload` when the page should read the board again. Under the seal a non-admin gets only pending-try changes, never verdicts. ' +
      'Whoever may read get-contest-rank (outside=true: the outside scoreboard); at most 6 streams per session and 20 per address (429 beyond)',
    handle: async (call) => {
      const outside = call.query.outside === true;
      const user = outside ? call.request.user : signedInUser(call, 'contest.loginFirst');
      const { contest, admin, hideRealName } = await call.get(BoardService).watcher(call.query.cid, outside, user, call.get);
      const hub = call.get(BoardStreamHub);
      return new LiveStream((send) => {
        let stop: (() => void) | undefined;
        let open = true;
        void hub.watch(contest, { admin, hideRealName, send }).then(
          (unwatch) => (open ? (stop = unwatch) : unwatch()),
          () => undefined,
        );
        return () => {
          open = false;
          stop?.();
        };
      });
    },
  }),
];
