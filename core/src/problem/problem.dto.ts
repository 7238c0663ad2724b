import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_PAGE_SIZE } from '../shared/paging';
import { DIFFICULTY_MAX, PROBLEM_LIMITS } from './problem.model';

/** The most tags one list query may require at once (the filter shows a handful). */
export const TAG_FILTER_MAX = 32;
/** The most problems one status query may ask about (a page of the list, a contest's problems). */
export const STATUS_QUERY_MAX = MAX_PAGE_SIZE;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** A query flag: 'true' / 'false' as sent (implicit conversion would read 'false' as true). */
const flag = (raw: unknown) => (raw === 'true' || raw === true ? true : raw === 'false' || raw === false ? false : raw);
/** Filters the page sends as 'All' or empty when nothing is chosen. */
const unlessAll = (raw: unknown) => (raw === '' || (typeof raw === 'string' && raw.trim().toUpperCase() === 'ALL') ? undefined : raw);

/**
 * `tagId` as clients send it: comma text ('1,2'), a JSON list ('[1,2]'), the key repeated, or one
 * number. Anything unreadable stays as sent, so validation names the field.
 */
function tagIdsOf(raw: unknown): unknown {
  if (raw === undefined || raw === null || raw === '') return undefined;
  let items: unknown[];
  if (Array.isArray(raw)) items = raw.flatMap((x) => (typeof x === 'string' ? x.split(',') : [x]));
  else if (typeof raw === 'number') items = [raw];
  else if (typeof raw === 'string' && raw.trim().startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (!Array.isArray(parsed)) return raw;
      items = parsed;
    } catch {
      return raw;
    }
  } else if (typeof raw === 'string') items = raw.split(',');
  else return raw;
  const kept = items.map((x) => (typeof x === 'string' ? x.trim() : x)).filter((x) => x !== '');
  return kept.map((x) => (typeof x === 'string' && /^\d+$/.test(x) ? Number(x) : x));
}

/** `GET /api/get-problem-list` (01 §2, §7). */
export class ProblemListQuery {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1)
  currentPage?: number;

  @IsOptional() @Type(() => Number) @IsInt() @Min(1)
  limit?: number;

  @IsOptional() @Transform(trim) @IsString() @MaxLength(PROBLEM_LIMITS.titleMax)
  keyword?: string;

  @IsOptional() @Transform(({ obj }: { obj: Record<string, unknown> }) => tagIdsOf(obj.tagId))
  @IsArray({ message: 'problem.tagIdInvalid' }) @ArrayMaxSize(TAG_FILTER_MAX, { message: 'problem.tagIdInvalid' })
  @IsInt({ each: true, message: 'problem.tagIdInvalid' }) @Min(1, { each: true, message: 'problem.tagIdInvalid' })
  tagId?: number[];

  @IsOptional() @Transform(({ obj }: { obj: Record<string, unknown> }) => { const v = unlessAll(obj.difficulty); return typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v; })
  @IsInt({ message: 'problem.difficultyInvalid' }) @Min(0, { message: 'problem.difficultyInvalid' }) @Max(DIFFICULTY_MAX, { message: 'problem.difficultyInvalid' })
  difficulty?: number;

  @IsOptional() @IsString() @MaxLength(16)
  oj?: string;
}

/** The tag queries: `oj` is ME (default), a remote key, or ALL. */
export class ProblemTagsQuery {
  @IsOptional() @IsString() @MaxLength(16)
  oj?: string;
}

/** Calls about one problem by its primary key (`pid`). */
export class ProblemPidQuery {
  @Type(() => Number) @IsInt({ message: 'problem.pidRequired' }) @Min(1, { message: 'problem.notFound' }) @Max(Number.MAX_SAFE_INTEGER, { message: 'problem.notFound' })
  pid!: number;
}

/** `GET /api/get-problem-detail`: by display id; `gid` for a group's problem, `tid` for a training's (opened by its plugin). */
export class ProblemDetailQuery {
  @Transform(trim) @IsString({ message: 'problem.problemIdRequired' }) @MaxLength(PROBLEM_LIMITS.problemIdMax, { message: 'problem.notFound' })
  problemId!: string;

  @IsOptional() @Type(() => Number) @IsInt() @Min(1)
  gid?: number;

  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(Number.MAX_SAFE_INTEGER)
  tid?: number;

  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(Number.MAX_SAFE_INTEGER)
  cid?: number;
}

/** `GET /api/get-full-screen-problem-list`: a training's (tid) or a contest's (cid) problems. */
export class FullScreenListQuery {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1)
  tid?: number;

  @IsOptional() @Type(() => Number) @IsInt() @Min(0)
  cid?: number;

  /** A group's problems (GroupFullProblemDetails), for its members. */
  @IsOptional() @Type(() => Number) @IsInt() @Min(1)
  gid?: number;
}

/** `POST /api/get-user-problem-status`: the problems of a list, and the contest or group it belongs to. */
export class UserProblemStatusBody {
  @IsArray({ message: 'problem.pidListInvalid' }) @ArrayMaxSize(STATUS_QUERY_MAX, { message: 'problem.pidListInvalid' })
  @IsInt({ each: true, message: 'problem.pidListInvalid' }) @Min(1, { each: true, message: 'problem.pidListInvalid' })
  pidList!: number[];

  @IsOptional() @Transform(({ obj }: { obj: Record<string, unknown> }) => flag(obj.isContestProblemList)) @IsBoolean()
  isContestProblemList?: boolean;

  @IsOptional() @Transform(({ obj }: { obj: Record<string, unknown> }) => flag(obj.containsEnd)) @IsBoolean()
  containsEnd?: boolean;

  @IsOptional() @IsInt() @Min(0)
  cid?: number;

  @IsOptional() @IsInt() @Min(0)
  gid?: number;
}

/** `POST /api/toggle-user-todo-problem-status`: put the problem on the to-do list (set) or take it off. */
export class TodoToggleBody {
  @IsInt({ message: 'problem.pidRequired' }) @Min(1, { message: 'problem.notFound' }) @Max(Number.MAX_SAFE_INTEGER, { message: 'problem.notFound' })
  pid!: number;

  @Transform(({ obj }: { obj: Record<string, unknown> }) => flag(obj.set)) @IsBoolean({ message: 'problem.setRequired' })
  set!: boolean;
}
