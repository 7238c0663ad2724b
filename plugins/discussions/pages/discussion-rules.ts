// The pages' pure rules (no React, no site kit): checks before sending, links and badges. Unit-tested in pages.test.ts.
import { DISCUSSION_LIMITS, type ReportLabel } from '../src/discussion.model';

export type DraftField = 'title' | 'description' | 'categoryId' | 'content';
const LIMIT: Record<Exclude<DraftField, 'categoryId'>, number> = { title: DISCUSSION_LIMITS.titleMax, description: DISCUSSION_LIMITS.descriptionMax, content: DISCUSSION_LIMITS.contentMax };

/** 02 §5: title (non-blank), description, category and content are required; 255/255/65535 at most. */
export function draftErrors(draft: { title: string; description: string; categoryId: number | null; content: string }): Partial<Record<DraftField, 'required' | 'tooLong'>> {
  const errors: Partial<Record<DraftField, 'required' | 'tooLong'>> = {};
  for (const field of ['title', 'description', 'content'] as const) {
    if (!draft[field].trim()) errors[field] = 'required';
    else if (draft[field].length > LIMIT[field]) errors[field] = 'tooLong';
  }
  if (!draft.categoryId) errors.categoryId = 'required';
  return errors;
}

/** 02 §5: a comment or reply is not blank after trimming and 10,000 characters at most; answers the refusal's key. */
export function commentRefusal(content: string): 'discussions.contentEmpty' | 'discussions.contentTooLong' | undefined {
  if (!content.trim()) return 'discussions.contentEmpty';
  if (content.length > DISCUSSION_LIMITS.commentMax) return 'discussions.contentTooLong';
  return undefined;
}

/** What the report says: `#label #label reason` (HOJ's form), the labels in their canonical words. */
export function reportContent(labels: readonly ReportLabel[], reason: string): string {
  return [...labels.map((l) => `#${l}`), reason.trim()].filter(Boolean).join(' ');
}

/** 02 §2 'Go to problem': a training's page for `training_<id>`, else the problem's (a group's within its group). */
export function problemHref(pid: string, gid?: number | null): string {
  const training = /^training_(\d+)$/.exec(pid);
  if (training) return gid ? `/group/${gid}/training/${training[1]}` : `/training/${training[1]}`;
  if (gid) return `/group/${gid}/problem/${encodeURIComponent(pid)}`;
  return `/problem/${encodeURIComponent(pid)}`;
}

/** 02 §6: the badge of a root or admin author (SPA, ADM); nobody else has one. */
export function roleBadge(role: string | null | undefined): 'SPA' | 'ADM' | undefined {
  return role === 'root' ? 'SPA' : role === 'admin' ? 'ADM' : undefined;
}

/** 02 §6: content of root and admin authors is theirs as written; everybody else's goes through the user allow-list. */
export const isUserContent = (role: string | null | undefined) => role !== 'root' && role !== 'admin';
