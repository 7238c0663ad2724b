import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsDefined, IsInt, Max, Min } from 'class-validator';
import { defineRoute } from '../api/api-route';
import { LiveStream } from '../live/live-stream';
import { IN_PROGRESS_STATUSES, JudgeStatus } from '../judge/judge-status';
import type { ServiceGetter } from '../plugin/background-services';
import { SubmissionChangeFanout } from './submission-change-fanout';
import { SubmissionQueryService } from './submission-query.service';

/** One stream follows at most this many submissions (a page shows at most this many rows that still change). */
export const MAX_STREAM_SUBMIT_IDS = 100;
/** The largest submitId the database holds (a signed 32-bit key). */
const MAX_SUBMIT_ID = 2_147_483_647;

/** `submitIds=1,2,3` (or the key repeated): the parts as numbers where they are digits, a repeated id once. */
function submitIdsOf(raw: unknown): unknown {
  const text = Array.isArray(raw) ? raw.join(',') : raw;
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  return [...new Set(text.split(',').map((part) => (/^\d{1,10}$/.test(part.trim()) ? Number(part) : part)))];
}

export class SubmissionEventsQuery {
  @Transform(({ obj }: { obj: Record<string, unknown> }) => submitIdsOf(obj.submitIds))
  @IsDefined({ message: 'validation.isNotEmpty' }) @IsArray() @ArrayMaxSize(MAX_STREAM_SUBMIT_IDS, { message: 'validation.maxLength' })
  @IsInt({ each: true }) @Min(1, { each: true, message: 'validation.isInt' }) @Max(MAX_SUBMIT_ID, { each: true, message: 'validation.isInt' })
  submitIds!: number[];
}

/**
 * `GET /api/submission-events?submitIds=1,2,3` (our extension): the live status of submissions as
 * Server-Sent Events, from whichever web process saw the change. The spec's 2-second polling of
 * check-submissions-status stays the fallback (a browser without EventSource, a refused stream).
 */
export const submissionEventRoutes = [
  defineRoute({
    method: 'GET', path: '/api/submission-events', tag: 'submission', access: { auth: 'anon' }, query: SubmissionEventsQuery,
    summary: 'Live status of 1–100 submissions as Server-Sent Events (text/event-stream: `event: submission`, data {submitId, uid, pid, cid, status, score, time, memory}); at most 6 streams per session and 20 per address (429 beyond)',
    handle: async (call) => {
      const viewer = call.request.user;
      const query = call.get(SubmissionQueryService);
      const get: ServiceGetter = (id) => call.get(id);
      // a group's rows are followed by its members only (as check-submissions-status answers them)
      const followed = await query.followable(call.query.submitIds, viewer, get);
      return new LiveStream((send) => {
        // an answer that comes after the stream closed is dropped
        let open = true;
        const unfollow = call.get(SubmissionChangeFanout).follow(followed, ({ submitId, uid, pid, cid, status, score, time, memory }) => {
          // exactly the payload's fields, whatever else a publisher put on the object
          const payload = { submitId, uid, pid, cid, status, score, time, memory };
          if (cid === 0 || IN_PROGRESS_STATUSES.includes(status)) return send('submission', payload);
          // a contest row's verdict: hidden as get-submission-detail hides it (a sealed board, the contest plugin's resultVisible)
          void query.changeVisible(payload, viewer, get).then(
            (shown) => open && send('submission', shown ? payload : { ...payload, status: JudgeStatus.SUBMITTED_UNKNOWN_RESULT, score: null, time: null, memory: null }),
            () => undefined,
          );
        });
        return () => {
          open = false;
          unfollow();
        };
      });
    },
  }),
];
