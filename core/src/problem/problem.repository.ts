import type { ServiceIdentifier } from 'inversify';
import type { Page, PageRequest } from '../shared/paging';
import type { Problem, ProblemAuthCode, ProblemCase, ProblemCodeTemplate, ProblemCount, ProblemDraft } from './problem.model';

/** A row of the public and admin problem lists (01 §3 "Problem list row", without myStatus and tags). */
export interface ProblemListRow extends ProblemCount {
  pid: number;
  problemId: string;
  title: string;
  difficulty: number;
  type: number;
  auth: ProblemAuthCode;
  /** Private until its checker compiles (see Problem.publishOnCompile). */
  publishOnCompile: boolean;
  author: string;
  isRemote: boolean;
  gid: number | null;
  gmtCreate: Date;
  gmtModified: Date;
}

/**
 * Which problems a list may show. `publicOnly` keeps to the public bank (public problems outside groups, and
 * group problems made public): what guests and users see everywhere (list, search, random pick); private and
 * contest problems never pass it.
 */
export interface ProblemFilter {
  publicOnly: boolean;
  keyword?: string;
  difficulty?: number;
  /** 'ME' = our own judge's problems, a remote key = that judge's mirrors, undefined = all. */
  oj?: string;
  /** Problems carrying every one of these tags. */
  tagIds?: number[];
  auth?: ProblemAuthCode;
  /**
   * A group's problems (its gid), or with null the problems outside groups (a group problem made public,
   * applyPublicProgress 2, counts as outside); undefined: no condition.
   */
  gid?: number | null;
}

/**
 * The problem bank's storage. A draft is saved with its tags, languages, templates and cases in one
 * transaction; lists are paged in the database.
 */
export interface ProblemRepository {
  create(draft: ProblemDraft): Promise<Problem>;
  /** Replaces the fields and every relation of the draft. Undefined when there is no such problem. */
  update(id: number, draft: ProblemDraft): Promise<Problem | undefined>;
  delete(id: number): Promise<boolean>;
  find(id: number): Promise<Problem | undefined>;
  /** By display id, case-insensitively (display ids are unique that way). */
  findByProblemId(problemId: string): Promise<Problem | undefined>;
  /** Sets who may see it; the admin's choice ends a hiding by its import (publishOnCompile). */
  setAuth(id: number, auth: ProblemAuthCode, modifiedUser: string): Promise<boolean>;
  /**
   * Records that the problem's stored checker (exactly this code and language) compiled: spjCompileOk, and
   * public again if its import hid it (publishOnCompile). False when the stored checker is another one.
   */
  checkerCompiled(id: number, checker: { spjCode: string; spjLanguage: string }): Promise<boolean>;
  cases(pid: number): Promise<ProblemCase[]>;
  tagIds(pid: number): Promise<number[]>;
  languageIds(pid: number): Promise<number[]>;
  codeTemplates(pid: number): Promise<ProblemCodeTemplate[]>;
  list(filter: ProblemFilter, page: PageRequest): Promise<Page<ProblemListRow>>;
  /** A uniformly random problem passing the filter, or undefined when none does. */
  random(filter: ProblemFilter): Promise<ProblemListRow | undefined>;
  /** The most recently changed problems passing the filter (home widget). */
  recentlyUpdated(filter: ProblemFilter, limit: number): Promise<ProblemListRow[]>;
  /** Problems by primary key, in no particular order; unknown ids are left out. */
  findRows(pids: readonly number[]): Promise<ProblemListRow[]>;
}

export const PROBLEM_REPOSITORY: ServiceIdentifier<ProblemRepository> = Symbol.for('oj.ProblemRepository');
