import { useCallback, useEffect, useState } from 'react';
import type { SubmissionChange } from '@oj/core';
import { submissionApi, type SubmissionRow } from './submission-api';
import { checkSubmissionsStatus, isInProgress, useSubmissionUpdates, type SubmissionPoll } from './use-submission-updates';

const poll = checkSubmissionsStatus();
const readRows = async (submitIds: number[]): Promise<Record<number, SubmissionRow>> => (await submissionApi.rows(submitIds)).data ?? {};

/**
 * Where rows still judging are read again: the core's check-submissions-status by default (non-contest
 * rows only); a plugin's page passes its own (a contest's check-contest-submissions-status, sealed as its list).
 */
export interface LiveRowsSource {
  /** The 2 s poll's reader (used when the event stream is unavailable). */
  poll: SubmissionPoll;
  /** The full rows once a verdict arrives (what a change does not carry: the judger). */
  rows: (submitIds: number[]) => Promise<Record<number, Partial<SubmissionRow>>>;
}

/**
 * The rows a page shows, kept current: in-progress rows follow the event stream (or the 2 s polling);
 * a row that reaches its verdict is read once more for what the change does not carry (the judger).
 * `replace` puts in a row an action answered with (resubmit, rejudge...), which is then followed too.
 */
export function useLiveRows(initial: SubmissionRow[], source?: LiveRowsSource): { rows: SubmissionRow[]; replace: (row: Partial<SubmissionRow> & { submitId: number }) => void } {
  const [rows, setRows] = useState(initial);
  // a new page of the list (or a refresh) starts again from what the loader read
  useEffect(() => setRows(initial), [initial]);

  const replace = useCallback((row: Partial<SubmissionRow> & { submitId: number }) => setRows((list) => list.map((r) => (r.submitId === row.submitId ? { ...r, ...row, title: row.title || r.title } : r))), []);
  const onChange = useCallback(
    (change: SubmissionChange) => {
      setRows((list) => list.map((r) => (r.submitId === change.submitId ? { ...r, status: change.status, score: change.score, time: change.time, memory: change.memory } : r)));
      if (!isInProgress(change.status)) {
        void (source?.rows ?? readRows)([change.submitId]).then((answer) => {
          const row = answer[change.submitId];
          if (row) replace({ ...row, submitId: change.submitId });
        }, () => undefined);
      }
    },
    [replace, source],
  );
  useSubmissionUpdates(rows.filter((r) => isInProgress(r.status)).map((r) => r.submitId), onChange, source?.poll ?? poll);
  return { rows, replace };
}
