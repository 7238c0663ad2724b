/** What a submission row shows while it changes: enough for a list or detail page to repaint it. */
export interface SubmissionChange {
  submitId: number;
  uid: string;
  pid: number;
  cid: number;
  status: number;
  score: number | null;
  time: number | null;
  memory: number | null;
}

declare module '../events/event-map' {
  interface EventMap {
    /** A submission's status moved (queued, compiling, judging, a result, a rejudge): pages showing it repaint. */
    'submission.changed': SubmissionChange;
    /** A submission got its final verdict (also after a rejudge or a manual judgement): ranks and stats are stale. */
    'submission.judged': SubmissionChange & { previousStatus: number };
  }
}
