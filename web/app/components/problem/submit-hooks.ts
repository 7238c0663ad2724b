/**
 * Submit confirmations that plugins add to the problem page (01 §4: e.g. an OI contest without
 * real-time results asks whether the earlier submission may be covered).
 *
 * A plugin's page code registers a function for a submission context; before sending code the page
 * asks every function of its context in registration order and submits only when all answer true.
 *
 * ```ts
 * const dispose = registerSubmitConfirmation('contest', async ({ cid, pid }) => window.confirm(...));
 * // when the plugin's page part is switched off:
 * dispose();
 * ```
 */

/** The submission contexts the page knows: the public problem page, or a plugin's context (contest, training, group). */
export type SubmitContextName = 'problem' | 'contest' | 'training' | 'group' | (string & {});

/** What a confirmation sees of the submission about to be sent. */
export interface SubmitAttempt {
  pid: number;
  problemId: string;
  language: string;
  code: string;
  cid: number;
  tid: number | null;
  gid: number | null;
  /** The user's status on the problem before this submission (-10: never submitted). */
  myStatus: number | undefined;
}

/** Answers whether to go on; false (or a rejected promise) stops the submit without a message. */
export type SubmitConfirmation = (attempt: SubmitAttempt) => boolean | Promise<boolean>;

const registry = new Map<string, SubmitConfirmation[]>();

/** Adds a confirmation for a context; the returned function takes it off again. */
export function registerSubmitConfirmation(context: SubmitContextName, confirm: SubmitConfirmation): () => void {
  const list = registry.get(context) ?? [];
  registry.set(context, [...list, confirm]);
  return () => {
    const current = registry.get(context) ?? [];
    registry.set(context, current.filter((c) => c !== confirm));
  };
}

/** Asks the context's confirmations one after another; true when none refused. */
export async function confirmSubmit(context: SubmitContextName, attempt: SubmitAttempt): Promise<boolean> {
  for (const confirm of registry.get(context) ?? []) {
    const go = await Promise.resolve(confirm(attempt)).catch(() => false);
    if (!go) return false;
  }
  return true;
}
