import { Type } from 'class-transformer';
import { Allow, IsInt, IsObject, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { MAX_PAGE_SIZE, ProblemFormFields, ProblemSaveBody } from '@oj/core';

const ID_MAX = Number.MAX_SAFE_INTEGER;

/** `GET /api/group/get-contest-list|get-admin-contest-list?gid&currentPage&limit`. */
export class GroupContestListQuery {
  @Type(() => Number) @IsInt({ message: 'groupContest.groupNotFound' }) @Min(1, { message: 'groupContest.groupNotFound' }) @Max(ID_MAX, { message: 'groupContest.groupNotFound' })
  gid!: number;

  @IsOptional() @Type(() => Number) @IsInt() @Min(1)
  currentPage?: number;

  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(MAX_PAGE_SIZE)
  limit?: number;
}

/** `DELETE /api/group/contest-announcement?aid&cid`. */
export class GroupAnnouncementDeleteQuery {
  @Type(() => Number) @IsInt({ message: 'contestAdmin.announcementNotFound' }) @Min(1, { message: 'contestAdmin.announcementNotFound' }) @Max(ID_MAX, { message: 'contestAdmin.announcementNotFound' })
  aid!: number;

  @Type(() => Number) @IsInt({ message: 'contest.notFound' }) @Min(1, { message: 'contest.notFound' }) @Max(ID_MAX, { message: 'contest.notFound' })
  cid!: number;
}

/** `POST /api/group/add-contest-problem-from-group?problemId&cid&displayId` (query, or the same names in the body). */
export class AddFromGroupInput {
  @IsOptional() @Type(() => Number) @IsInt({ message: 'contest.notFound' }) @Min(1, { message: 'contest.notFound' }) @Max(ID_MAX, { message: 'contest.notFound' })
  cid?: number;

  @IsOptional() @IsString() @MaxLength(255)
  problemId?: string;

  @IsOptional() @IsString() @MaxLength(255)
  displayId?: string;
}

/** The problem form's fields plus the group (and optionally the contest) the new problem is made for. */
export class GroupProblemFormFields extends ProblemFormFields {
  @IsOptional() @Type(() => Number) @IsInt({ message: 'groupContest.groupNotFound' }) @Min(1, { message: 'groupContest.groupNotFound' }) @Max(ID_MAX, { message: 'groupContest.groupNotFound' })
  gid?: number;

  @IsOptional() @Type(() => Number) @IsInt({ message: 'contest.notFound' }) @Min(1, { message: 'contest.notFound' }) @Max(ID_MAX, { message: 'contest.notFound' })
  cid?: number;
}

/**
 * `POST /api/group/contest-problem`: the core's problem form (ProblemSaveBody's fields) whose problem carries
 * gid (required) and optionally cid; gid, cid and displayId may also come beside the problem.
 */
export class GroupContestProblemBody extends ProblemSaveBody {
  @IsObject({ message: 'problem.fieldRequired' }) @ValidateNested() @Type(() => GroupProblemFormFields)
  declare problem: GroupProblemFormFields;

  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(ID_MAX)
  gid?: number;

  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(ID_MAX)
  cid?: number;

  @Allow() displayId?: unknown;
}

/** `POST /api/group/contest-problem?gid&cid&displayId`: the same three beside the body (the core's problem form sends only its own fields). */
export class GroupContestProblemQuery {
  @IsOptional() @Type(() => Number) @IsInt({ message: 'groupContest.groupNotFound' }) @Min(1, { message: 'groupContest.groupNotFound' }) @Max(ID_MAX, { message: 'groupContest.groupNotFound' })
  gid?: number;

  @IsOptional() @Type(() => Number) @IsInt({ message: 'contest.notFound' }) @Min(1, { message: 'contest.notFound' }) @Max(ID_MAX, { message: 'contest.notFound' })
  cid?: number;

  @IsOptional() @IsString() @MaxLength(255)
  displayId?: string;
}
