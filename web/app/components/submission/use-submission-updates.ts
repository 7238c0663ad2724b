import { useEffect, useRef } from 'react';
import type { JudgeStatus, SubmissionChange } from '@oj/core';
import { api } from '../api';

/** The spec's polling: every 2 s (01 §4, §9)… */
export const SUBMISSION_POLL_MS = 2000;
/** …at most 300 times (10 minutes), then the page stops asking. */
export const MAX_SUBMISSION_POLLS = 300;
/** The server's event stream (docs/api.md). */
export const SUBMISSION_EVENTS_URL = '/api/submission-events';

type Status = typeof JudgeStatus;
/**
 * Submitting, Pending, Compiling, Judging: core's IN_PROGRESS_STATUSES. The page bundle takes only types
 * from @oj/core (its runtime is the server's), so the codes are checked against its table here and
 * the list against core's in the test.
 */
export const IN_PROGRESS_STATUSES: readonly number[] = [9, 5, 6, 7] satisfies Array<Status['SUBMITTING' | 'PENDING' | 'COMPILING' | 'JUDGING']>;

export function isInProgress(status: number): boolean {
  return IN_PROGRESS_STATUSES.includes(status);
}

/** Asks the server for the current rows of some submissions (the spec's check-submissions-status). */
export type SubmissionPoll = (ids: number[]) => Promise<SubmissionChange[]>;

export interface PollOptions {
  /** The submissions still in progress. */
  ids: readonly number[];
  poll: SubmissionPoll;
  onChange: (change: SubmissionChange) => void;
  intervalMs?: number;
  maxPolls?: number;
}

/**
 * Polls every 2 s until no id is in progress, after 300 polls, on the first failed poll, or when the
 * returned `stop` is called. Each row that comes back goes to `onChange`; a final one is not asked again.
 */
export function pollSubmissions({ ids, poll, onChange, intervalMs = SUBMISSION_POLL_MS, maxPolls = MAX_SUBMISSION_POLLS }: PollOptions): () => void {
  const pending = new Set(ids);
  let polls = 0;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = async () => {
    if (stopped || pending.size === 0 || polls >= maxPolls) return;
    polls += 1;
    let rows: SubmissionChange[];
    try {
      rows = await poll([...pending]);
    } catch {
      // the page shows what it has; a reload starts again
      stopped = true;
      return;
    }
    if (stopped) return;
    for (const row of rows) {
      if (!pending.has(row.submitId)) continue;
      if (!isInProgress(row.status)) pending.delete(row.submitId);
      onChange(row);
    }
    if (pending.size > 0 && polls < maxPolls) timer = setTimeout(() => void tick(), intervalMs);
  };
  timer = setTimeout(() => void tick(), intervalMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/**
 * `POST /api/check-submissions-status` as a `SubmissionPoll`: the answer is a map by submitId; a failed
 * call throws (the polling stops).
 */
export function checkSubmissionsStatus(cid = 0): SubmissionPoll {
  return async (submitIds) => {
    const answer = await api<Record<string, SubmissionChange> | null>('/api/check-submissions-status', { method: 'POST', body: { submitIds, cid }, quiet: 'background polling: a failure stops it (01 §8) and the rows keep their last status' });
    if (answer.status !== 200 || !answer.data) throw new Error(answer.msg);
    return Object.values(answer.data).map(({ submitId, uid, pid, cid: contest, status, score, time, memory }) => ({ submitId, uid, pid, cid: contest, status, score, time, memory }));
  };
}

/**
 * Repaints the rows a page shows while they change: the server pushes each change over an event stream
 * (from any web process); where the browser has no EventSource, or the stream fails, the page polls
 * instead (2 s, at most 300 times). Stops when no id is in progress and on unmount.
 *
 * @param ids the submissions shown; only those in progress are followed (the caller passes their ids
 *   once it knows their statuses, e.g. `rows.filter((r) => isInProgress(r.status)).map((r) => r.submitId)`)
 */
export function useSubmissionUpdates(ids: number[], onChange: (change: SubmissionChange) => void, poll: SubmissionPoll): void {
  // the latest callbacks, without restarting the stream on every render
  const latest = useRef({ onChange, poll });
  latest.current = { onChange, poll };
  const key = [...new Set(ids)].sort((x, y) => x - y).join(',');

  useEffect(() => {
    if (!key) return;
    const pending = new Set(key.split(',').map(Number));
    const deliver = (change: SubmissionChange) => {
      if (!pending.has(change.submitId)) return;
      if (!isInProgress(change.status)) pending.delete(change.submitId);
      latest.current.onChange(change);
    };
    let stopPolling: (() => void) | undefined;
    const fallBack = () => {
      stopPolling ??= pollSubmissions({ ids: [...pending], poll: (list) => latest.current.poll(list), onChange: deliver });
    };
    if (typeof EventSource === 'undefined') {
      fallBack();
      return () => stopPolling?.();
    }
    const source = new EventSource(`${SUBMISSION_EVENTS_URL}?submitIds=${key}`);
    source.addEventListener('open', () => {
      // a change between the page's read and the stream's start was sent to nobody: read once more
      void latest.current.poll([...pending]).then((rows) => {
        rows.forEach(deliver);
        if (pending.size === 0) source.close();
      }, () => undefined);
    });
    source.addEventListener('submission', (event) => {
      deliver(JSON.parse((event as MessageEvent<string>).data) as SubmissionChange);
      if (pending.size === 0) source.close();
    });
    source.addEventListener('error', () => {
      source.close();
      if (pending.size > 0) fallBack();
    });
    return () => {
      source.close();
      stopPolling?.();
    };
  }, [key]);
}
