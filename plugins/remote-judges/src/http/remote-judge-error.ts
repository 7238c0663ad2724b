/** The steps of a remote judge's work, as its errors name them. */
export type RemoteStep = 'configuration' | 'import' | 'login' | 'submit' | 'run id' | 'poll' | 'compile message' | 'health check' | 'contest list';

/**
 * What went wrong on the remote side, so the worker can decide (retry a poll, give up a submit) and the
 * reason reads plainly:
 * - `unreachable`: no answer (refused, reset, timed out);
 * - `server`: a 5xx; `forbidden`: a 403 or 401;
 * - `antibot`: a CAPTCHA, Cloudflare or anti-bot page instead of the page asked for;
 * - `refused`: the judge refused the account's login;
 * - `rejected`: the judge refused the submission (its words in the detail);
 * - `changed`: the page or answer is not what the adapter reads (the site changed): never guessed;
 * - `missing`: the problem or run does not exist there;
 * - `config`: a setting of ours is wrong (a host that is not a URL).
 */
export type RemoteErrorKind = 'unreachable' | 'server' | 'forbidden' | 'antibot' | 'refused' | 'rejected' | 'changed' | 'missing' | 'config';

/** Kinds worth another try later (the next poll); the others end the step. */
const TRANSIENT: readonly RemoteErrorKind[] = ['unreachable', 'server'];

/** A failure on a remote judge, naming the judge and the step: the message is what the admin and the user read. */
export class RemoteJudgeError extends Error {
  constructor(
    readonly judge: string,
    readonly step: RemoteStep,
    readonly kind: RemoteErrorKind,
    readonly detail: string,
  ) {
    super(`${judge} ${step}: ${detail}`);
    this.name = 'RemoteJudgeError';
  }

  get transient(): boolean {
    return TRANSIENT.includes(this.kind);
  }
}
