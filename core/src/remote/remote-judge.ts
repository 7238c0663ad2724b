import type { ServiceIdentifier } from 'inversify';
import type { ServiceGetter } from '../plugin/background-services';
import type { Extension, ExtensionPoint } from '../plugin/extension-point';

/**
 * A problem as a remote judge states it, ready to be mirrored into the bank. Statement parts are the
 * bank's markdown (HTML the statement renderer keeps may stay), with images as absolute URLs of the
 * remote site and formulas as `$…$`.
 */
export interface RemoteProblem {
  /** The id on the remote judge in its canonical form ('1000A', 'abc110_a'): the display id is `<KEY>-<remoteId>`. */
  remoteId: string;
  title: string;
  description: string;
  input: string;
  output: string;
  hint: string;
  examples: Array<{ input: string; output: string }>;
  /** ms */
  timeLimit: number;
  /** MB */
  memoryLimit: number;
  /** Where the problem comes from (a contest's name), when the judge says. */
  source: string;
  /** The problem's page on the remote judge. */
  url: string;
  /** The judge's tags, when it gives them. */
  tags: string[];
}

/** What the site knows of a remote judge now (home card, problem tabs, the submit path). */
export interface RemoteJudgeState {
  /** Switched on by the super admin. Only enabled judges are offered to users. */
  enabled: boolean;
  /** Accounts in its pool: a submission needs one. */
  accounts: number;
  /** The last health check's outcome (could we reach it and log in); null before the first. */
  healthy: boolean | null;
  lastCheck: Date | null;
  /** Why the last check failed (names the judge and the step). */
  message: string | null;
}

/**
 * A remote judge the site mirrors problems from and judges submissions on (01 §1: HDU, CF, POJ, GYM, AC,
 * SPOJ, LIBRE), registered by a plugin while it is enabled. The core asks it only what the bank and the
 * pages need; submitting, polling and the account pool are the plugin's, reached through the remote
 * judge queue (`REMOTE_JUDGE_QUEUE`) and `RemoteJudgingService`.
 */
export interface RemoteJudge extends Extension {
  /** The spec's key: the problems' `remoteOj`, their display ids' prefix and the language rows' `oj`. */
  id: string;
  /** Its usual name ('Codeforces'). */
  name: string;
  /** Its home page, as configured (the host is a setting). `get` reaches the site's services. */
  siteUrl(get: ServiceGetter): string;
  state(get: ServiceGetter): Promise<RemoteJudgeState>;
  /**
   * The canonical form of a problem id an admin typed ('1000a' → '1000A'); a ValidationError naming the
   * expected form when it has none ('CF ids look like 1000A').
   */
  normalizeProblemId(raw: string): string;
  /** Reads a problem from the remote site; fails with an error naming the judge and the step, never a half-read problem. */
  fetchProblem(remoteId: string, get: ServiceGetter): Promise<RemoteProblem>;
}

/** The remote judges the enabled plugins registered (the site binds its extension point here). */
export const REMOTE_JUDGES: ServiceIdentifier<ExtensionPoint<RemoteJudge>> = Symbol.for('oj.RemoteJudges');
