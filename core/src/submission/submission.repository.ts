import type { ServiceIdentifier } from 'inversify';
import type { AuthorRole } from '../account/roles';
import type { JudgePriorityClass } from '../judge/judge-task';
import type { Page, PageRequest } from '../shared/paging';
import type { Submission, SubmissionCase, SubmissionContextIds, SubmissionVerdict } from './submission.model';

/** What the submit use case stores: everything of the row that is known before judging. */
export interface NewSubmission extends SubmissionContextIds {
  pid: number;
  displayPid: string;
  cpid: number;
  uid: string;
  username: string;
  code: string;
  language: string;
  ip: string;
  isRemote: boolean;
  priority: JudgePriorityClass;
  /** Pending, or Submitting for a remote judge's problem. */
  status: number;
}

/** A submission list row (01 §3 "Submission row" without code): the problem's title and the author's badge joined in. */
export interface SubmissionListRow extends Omit<Submission, 'code' | 'ip' | 'version' | 'priority' | 'queuedAt' | 'gmtModified' | 'errorMessage'> {
  title: string;
  /** The author's badge (01 §6: SPA for root, ADM for admin), read in the same query as the rows. */
  authorRole: AuthorRole | null;
}

/** Unfinished submissions of one priority class (the judging queue page). */
export interface SubmissionQueueCount {
  priority: JudgePriorityClass;
  /** Pending: waiting for a runner. */
  pending: number;
  /** Compiling or Judging. */
  running: number;
  /** When the longest-waiting Pending attempt started (submitted or rejudged); null without one. */
  oldestPendingSince: Date | null;
}

/** Filters of `get-submission-list`, already resolved (usernames to uids, display ids to pids). */
export interface SubmissionFilter {
  uid?: string;
  username?: string;
  status?: number;
  /** Exact display id, or every display id containing it unless `completeProblemId`. */
  problemId?: string;
  completeProblemId?: boolean;
  /** Context: 0 = outside contests (the public status page). */
  cid?: number;
  gid?: number | null;
  tid?: number;
}

/**
 * Submissions and their cases. Calls that change judging state take the attempt (`version`) they belong
 * to and change nothing when it is no longer the current one (at-least-once delivery from the queue).
 */
export interface SubmissionRepository {
  create(draft: NewSubmission): Promise<Submission>;
  find(submitId: number): Promise<Submission | undefined>;
  /** Inside a UnitOfWork: the row, locked until the transaction ends. */
  findForUpdate(submitId: number): Promise<Submission | undefined>;
  /** The current attempt's task is confirmed on the queue. */
  markQueued(submitId: number, version: number): Promise<void>;
  /**
   * Forward only, for the current attempt: Pending → Compiling → Judging, and a remote judge's Submitting
   * → Pending (the remote site has the code) or → Judging; false when it is stale or already has a result.
   */
  advance(submitId: number, version: number, status: number, judger: string): Promise<boolean>;
  /** Writes a result and replaces the cases (inside the verdict's UnitOfWork). */
  saveVerdict(submitId: number, verdict: SubmissionVerdict & { oiRankScore: number | null; isManual: boolean }): Promise<void>;
  /** Starts a new attempt: Pending (a remote judge's: Submitting), version + 1, result and cases cleared, not yet queued. */
  restart(submitId: number, priority: JudgePriorityClass): Promise<Submission>;
  cases(submitId: number): Promise<SubmissionCase[]>;
  list(filter: SubmissionFilter, page: PageRequest): Promise<Page<SubmissionListRow>>;
  /** Rows by id (unknown ids left out), for status checks. */
  rows(submitIds: readonly number[]): Promise<SubmissionListRow[]>;
  /** The badge of one author (the detail page), as `list` reads it. */
  authorRole(uid: string): Promise<AuthorRole | null>;
  /**
   * Unfinished submissions whose current attempt was never confirmed on the queue (the outbox), oldest
   * first; only those first in their line (`waitsBehind` is false for them).
   */
  unqueued(createdBefore: Date, limit: number): Promise<Submission[]>;
  /**
   * Inside a UnitOfWork: takes the user's submit lock until the transaction ends, so one user's
   * submits are checked and stored one at a time (the pace, the captcha trigger and the waiting cap
   * cannot be raced by parallel requests).
   */
  lockSubmitter(uid: string): Promise<void>;
  /** How many of the user's submissions are unfinished (waiting or being judged): the waiting cap. */
  countWaiting(uid: string): Promise<number>;
  /**
   * True when an earlier submission of the same user and line (priority class; our judges or the remote
   * ones) is unfinished: fair dispatch keeps this one out of the queue until that one has its verdict.
   */
  waitsBehind(submission: Pick<Submission, 'submitId' | 'uid' | 'priority' | 'isRemote'>): Promise<boolean>;
  /** The user's unfinished submissions not on a queue that wait for nobody (at most one per line). */
  nextInLine(uid: string): Promise<Submission[]>;
  /**
   * Every unfinished submission after `afterId` judged here (`local`) or by a remote judge (`remote`), by
   * id: what a start-up re-queues when its in-process queue lost them.
   */
  unfinished(afterId: number, limit: number, judged: 'local' | 'remote'): Promise<Submission[]>;
  /** The user's latest Accepted submission of a problem outside contests (or in one contest). */
  lastAccepted(uid: string, pid: number, cid: number): Promise<Submission | undefined>;
  /** When the user last submitted outside contests (the submit interval). */
  lastSubmitTime(uid: string): Promise<Date | undefined>;
  /** How many submissions the user made since `since` (the captcha trigger). */
  countSince(uid: string, since: Date): Promise<number>;
  /** How many submissions anyone made since midnight in `timeZone` (the admin dashboard's today). */
  countToday(timeZone: string): Promise<number>;
  setShare(submitId: number, share: boolean): Promise<void>;
  /** Pending and running counts per priority class (classes without unfinished submissions left out). */
  queueCounts(): Promise<SubmissionQueueCount[]>;
  /** Ids of every submission of a problem in a context (rejudge of a contest problem), by id. */
  idsOfProblem(pid: number, context: { cid: number }): Promise<number[]>;
}

export const SUBMISSION_REPOSITORY: ServiceIdentifier<SubmissionRepository> = Symbol.for('oj.SubmissionRepository');

/** A user's standing on one problem outside contests: what myStatus, the solved list and the OI rank read. */
export interface UserProblemResult {
  pid: number;
  solved: boolean;
  /** The latest final status (in-progress statuses while the first submission is judged). */
  lastStatus: number;
  bestScore: number | null;
  bestOiRankScore: number;
}

/**
 * The totals a verdict moves, kept in the verdict's transaction: the problem's counter columns, the
 * user's per-problem result, and the user's ranking record (solved count, submissions, OI score).
 * Each `refresh` recomputes from the stored submissions, so applying it twice changes nothing.
 */
export interface JudgingLedger {
  /** Adds (1) or removes (-1) one verdict from a problem's counters. */
  countVerdict(pid: number, status: number, delta: 1 | -1): Promise<void>;
  /** Recomputes the user's result on the problem (outside contests). */
  refreshUserProblem(uid: string, pid: number): Promise<void>;
  /** Recomputes the user's ranking record from their problem results. */
  refreshUserRecord(uid: string): Promise<void>;
  /** The user's results on these problems (myStatus). */
  userProblems(uid: string, pids: readonly number[]): Promise<UserProblemResult[]>;
}

export const JUDGING_LEDGER: ServiceIdentifier<JudgingLedger> = Symbol.for('oj.JudgingLedger');
