import type { JudgePriorityClass } from '../judge/judge-task';
import { MalformedJudgeMessage, UnsupportedProtocolVersion } from '../judge/judge-task';

/** Version of the remote judge task's shape; unknown versions are refused, never guessed. */
export const REMOTE_JUDGE_PROTOCOL_VERSION = 1;

/**
 * A submission to judge on a remote judge, as the site puts it on the remote judge queue. Like a
 * JudgeTask it names its submission and attempt: what the consumer reports for another attempt than
 * the current one changes nothing.
 */
export interface RemoteJudgeTask {
  v: typeof REMOTE_JUDGE_PROTOCOL_VERSION;
  /** Unique per enqueue; a redelivery keeps it. */
  taskId: string;
  /** The submission's id (a string, as the judge protocol's). */
  submissionId: string;
  attempt: number;
  /** The remote judge's key (the problem's `remoteOj`): which queue it waits in. */
  judge: string;
  /** The problem's id on the remote judge (its display id without `<KEY>-`). */
  problemId: string;
  /** The remote judge's own id of the language (the language row's key). */
  language: string;
  code: string;
  /** Epoch ms when the site enqueued it. */
  enqueuedAt: number;
  /** The class it was queued with (stamped by the queue). */
  priority?: JudgePriorityClass;
}

const STRINGS = ['taskId', 'submissionId', 'judge', 'problemId', 'language', 'code'] as const;

/** Reads a remote judge task off the wire: a missing field or another version is refused. */
export function parseRemoteJudgeTask(raw: unknown): RemoteJudgeTask {
  if (typeof raw !== 'object' || raw === null) throw new MalformedJudgeMessage('remote judge task must be an object');
  const obj = raw as Record<string, unknown>;
  if (obj.v !== REMOTE_JUDGE_PROTOCOL_VERSION) throw new UnsupportedProtocolVersion(obj.v);
  for (const field of STRINGS) if (typeof obj[field] !== 'string') throw new MalformedJudgeMessage(`remote judge task field '${field}' must be a string`);
  for (const field of ['attempt', 'enqueuedAt']) if (typeof obj[field] !== 'number') throw new MalformedJudgeMessage(`remote judge task field '${field}' must be a number`);
  return obj as unknown as RemoteJudgeTask;
}
