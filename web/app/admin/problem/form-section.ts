import type { ProblemDraft } from './problem-draft';

/** What every part of the problem form gets: the draft, a way to change it, and the messages by field. */
export interface SectionProps {
  draft: ProblemDraft;
  change(changes: Partial<ProblemDraft>): void;
  errors: Record<string, string>;
}
