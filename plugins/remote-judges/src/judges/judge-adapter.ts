import type { RemoteProblem } from '@oj/core';
import type { RemoteHttp } from '../http/remote-http';

/** A language a remote judge takes: its own id (what the submit form sends) and its name there. */
export interface RemoteLanguage {
  id: string;
  name: string;
  /** The editor's highlighting mode. */
  contentType: string;
}

/** What each judge's data file states: names, where it lives, its pace, its languages, the form of its ids. */
export interface JudgeData {
  /** The spec's key (01 §1). */
  key: string;
  name: string;
  /** The account pool it submits with (Gym: CF's). */
  pool: string;
  /** Its address when the admin sets none (the `<key>Host` setting). */
  defaultHost: string;
  /**
   * The least time between two requests of one account (or of the judge's anonymous requests), with
   * where the number comes from; a judge that publishes none gets the conservative default (2 s).
   */
  rate: { minIntervalMs: number; source: string };
  languages: readonly RemoteLanguage[];
  /** Where the language ids come from (they change when the judge updates its compilers). */
  languagesSource: string;
  /** The problem id's form as the admin is told it ('1000A'). */
  idExample: string;
}

/** A logged-in (or logging-in) session of one account with a judge: its cookies live in `http`. */
export interface RemoteSession {
  http: RemoteHttp;
  username: string;
  /** Whether `login` succeeded and nothing since said otherwise. */
  loggedIn: boolean;
  /** What the adapter keeps between calls (a CSRF token, the account's handle, an API token). */
  state: Record<string, string>;
}

/** A submission the worker hands an adapter. */
export interface RemoteSubmission {
  problemId: string;
  /** The judge's language id. */
  language: string;
  code: string;
}

/** What one poll learnt: still waiting (and whether the judge is at it), or the final verdict. */
export type PollResult =
  | { final: false; judging: boolean; /** The judge's own hint of when to ask again. */ nextPollMs?: number }
  | { final: true; status: number; time: number | null; memory: number | null; compileMessage?: string };

/** The session's login ended (the judge sent its login page): the worker logs in again and repeats the step once. */
export class SessionExpired extends Error {
  constructor(judge: string) {
    super(`${judge}: the session ended`);
  }
}

/**
 * One remote judge: reads its pages and answers, nothing else. The worker owns accounts, sessions,
 * deadlines and the reports to the site. Every method fails with a RemoteJudgeError naming the judge
 * and the step; a page it cannot read is `changed`, never a guess.
 */
export interface JudgeAdapter {
  readonly data: JudgeData;
  /** The canonical id ('1000a' → '1000A'), or undefined when `raw` has not the judge's form. */
  canonicalId(raw: string): string | undefined;
  /** The problem's page on the judge. */
  problemUrl(http: RemoteHttp, problemId: string): string;
  fetchProblem(http: RemoteHttp, problemId: string): Promise<RemoteProblem>;
  login(session: RemoteSession, password: string): Promise<void>;
  /** Submits and answers the judge's run id. Throws SessionExpired when the judge wants a login first. */
  submit(session: RemoteSession, submission: RemoteSubmission): Promise<string>;
  poll(session: RemoteSession, run: { runId: string; problemId: string }): Promise<PollResult>;
  /** The path the health check reads anonymously (its home page by default). */
  readonly healthPath?: string;
}
