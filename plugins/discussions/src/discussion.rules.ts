import { ValidationError } from '@oj/core';
import { DISCUSSION_LIMITS, REPORT_LABELS } from './discussion.model';

/** What the create/edit form sends, before the checks. */
export interface DiscussionInput {
  title?: string;
  description?: string;
  categoryId?: number | null;
  content?: string;
}

const blank = (s: string | undefined | null): boolean => !s || !s.trim();

/**
 * 02 §5 in the form's order: title (non-blank, ≤ 255), description (required, ≤ 255), category (required),
 * content (required, ≤ 65535); each message names the field.
 */
export function checkDiscussion(input: DiscussionInput): void {
  if (blank(input.title)) throw new ValidationError('discussions.required.title');
  if ((input.title as string).length > DISCUSSION_LIMITS.titleMax) throw new ValidationError('discussions.tooLong.title');
  if (blank(input.description)) throw new ValidationError('discussions.required.description');
  if ((input.description as string).length > DISCUSSION_LIMITS.descriptionMax) throw new ValidationError('discussions.tooLong.description');
  if (input.categoryId === undefined || input.categoryId === null) throw new ValidationError('discussions.required.categoryId');
  if (blank(input.content)) throw new ValidationError('discussions.required.content');
  if ((input.content as string).length > DISCUSSION_LIMITS.contentMax) throw new ValidationError('discussions.tooLong.content');
}

export { bareTitle, prefixedTitle } from './title-prefix';

/** A comment's or reply's text (02 §5): not blank after trimming, at most 10,000 characters. */
export function checkCommentContent(content: string | undefined): string {
  if (blank(content)) throw new ValidationError('discussions.contentEmpty');
  const text = (content as string).trim();
  if (text.length > DISCUSSION_LIMITS.commentMax) throw new ValidationError('discussions.contentTooLong', { max: DISCUSSION_LIMITS.commentMax });
  return text;
}

/**
 * 02 §5 report: `#label` tokens (the six fixed labels) followed by a free reason, as the dialog composes it;
 * at least one label or a reason, the reason at most 200 characters.
 */
export function checkReport(content: string | undefined): { labels: string[]; reason: string } {
  const tokens = (content ?? '').trim().split(/\s+/).filter(Boolean);
  const labels: string[] = [];
  let i = 0;
  for (; i < tokens.length; i++) {
    const label = tokens[i].replace(/^#/, '');
    if (!tokens[i].startsWith('#') || !(REPORT_LABELS as readonly string[]).includes(label)) break;
    if (!labels.includes(label)) labels.push(label);
  }
  const reason = tokens.slice(i).join(' ');
  if (!labels.length && !reason) throw new ValidationError('discussions.reportEmpty');
  if (reason.length > DISCUSSION_LIMITS.reportReasonMax) throw new ValidationError('discussions.reportTooLong', { max: DISCUSSION_LIMITS.reportReasonMax });
  return { labels, reason };
}

/** The stored text of a report: its labels as `#label`, then the reason. */
export const reportText = (report: { labels: string[]; reason: string }): string => [...report.labels.map((l) => `#${l}`), report.reason].filter(Boolean).join(' ');

/** `training_<id>` of a training's discussions (02 §2 /discussion/training_:trainingID). */
export function trainingIdOf(pid: string): number | undefined {
  const m = /^training_(\d{1,15})$/.exec(pid);
  return m ? Number(m[1]) : undefined;
}
