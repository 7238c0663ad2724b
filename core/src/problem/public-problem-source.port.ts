import type { ServiceIdentifier } from 'inversify';
import type { ProblemListRow } from './problem.repository';
import type { Tag } from './tag.model';

/** A public problem as the list shows and filters it: its row, its remote judge and its tag ids (never hidden for its checker). */
export interface PublicProblemEntry extends Omit<ProblemListRow, 'publishOnCompile'> {
  remoteOj: string | null;
  tagIds: number[];
}

/** Every public problem at one moment, in list order (display ids in natural order: display-order.ts), and every tag. */
export interface PublicProblemSet {
  /** The stamp read before the rows: the set holds at least what this stamp stands for. */
  stamp: string;
  entries: PublicProblemEntry[];
  tags: Tag[];
}

/**
 * Where the in-memory public problem list comes from. `stamp()` is cheap (read on every list request):
 * a decimal counter that only grows, moved in the same transaction as anything a list row or its tags
 * shows; the judging counters do not move it (the catalogue refreshes them by age).
 */
export interface PublicProblemSource {
  stamp(): Promise<string>;
  load(): Promise<PublicProblemSet>;
}

export const PUBLIC_PROBLEM_SOURCE: ServiceIdentifier<PublicProblemSource> = Symbol.for('oj.PublicProblemSource');
