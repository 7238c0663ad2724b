import { useCallback, useEffect, useState } from 'react';
import type { SubmissionChange } from '@oj/core';
import { submissionApi, type SubmissionRow } from './submission-api';
import { checkSubmissionsStatus, isInProgress, useSubmissionUpdates } from './use-submission-updates';

const poll = checkSubmissionsStatus();

/**
 * The rows a page shows, kept current: in-progress rows follow the event stream (or the 2 s polling);
 * a row that reaches its verdict is read once more for what the change does not carry (the judger).
 * `replace` puts in a row an action answered with (resubmit, rejudge...), which is then followed too.
 */
export function useLiveRows(initial: SubmissionRow[]): { rows: SubmissionRow[]; replace: (row: SubmissionRow) => void } {
  const [rows, setRows] = useState(initial);
  // a new page of the list (or a refresh) starts again from what the loader read
  useEffect(() => setRows(initial), [initial]);

  const replace = useCallback((row: SubmissionRow) => setRows((list) => list.map((r) => (r.submitId === row.submitId ? { ...r, ...row, title: row.title || r.title } : r))), []);
  const onChange = useCallback(
    (change: SubmissionChange) => {
      setRows((list) => list.map((r) => (r.submitId === change.submitId ? { ...r, status: change.status, score: change.score, time: change.time, memory: change.memory } : r)));
      if (!isInProgress(change.status)) {
        void submissionApi.rows([change.submitId]).then((answer) => {
          const row = answer.data?.[change.submitId];
          if (row) replace(row);
        });
      }
    },
    [replace],
  );
  useSubmissionUpdates(rows.filter((r) => isInProgress(r.status)).map((r) => r.submitId), onChange, poll);
  return { rows, replace };
}
