import type { ServiceIdentifier } from 'inversify';

/** A user's to-do problems (01 §3 "To-do item"), newest first. */
export interface TodoProblem {
  pid: number;
  problemId: string;
  title: string;
  difficulty: number;
  gmtCreate: Date;
}

export interface TodoRepository {
  /** Adds (set) or removes the problem; answers whether it is on the list afterwards. */
  toggle(uid: string, pid: number, set: boolean): Promise<boolean>;
  /** Only problems the filter of the caller still lets them see are listed (a problem made private drops out). */
  list(uid: string, options: { publicOnly: boolean; limit: number }): Promise<TodoProblem[]>;
}

export const TODO_REPOSITORY: ServiceIdentifier<TodoRepository> = Symbol.for('oj.TodoRepository');
