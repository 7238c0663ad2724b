import { Transform, Type } from 'class-transformer';
import { Allow, IsIn, IsInt, IsObject, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_PAGE_SIZE } from '@oj/core';

const ID_MAX = Number.MAX_SAFE_INTEGER;
/** A query flag: 'true' / 'false' as sent (implicit conversion would read 'false' as true). */
const flag = ({ obj, key }: { obj: Record<string, unknown>; key: string }) => {
  const raw = obj[key];
  return raw === 'true' || raw === true || raw === '1' ? true : raw === 'false' || raw === false || raw === '0' ? false : raw;
};
const unlessAll = ({ value }: { value: unknown }) => (value === '' || (typeof value === 'string' && value.trim().toUpperCase() === 'ALL') ? undefined : value);

class Paged {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1)
  currentPage?: number;

  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(MAX_PAGE_SIZE)
  limit?: number;
}

/** `GET /api/admin/contest/get-contest-list`: every contest, 10 a page; keyword: title or id. */
export class AdminContestListQuery extends Paged {
  @IsOptional() @IsString() @MaxLength(255)
  keyword?: string;
}

/** Calls about one contest (`cid`). */
export class CidQuery {
  @Type(() => Number) @IsInt({ message: 'contest.notFound' }) @Min(1, { message: 'contest.notFound' }) @Max(ID_MAX, { message: 'contest.notFound' })
  cid!: number;
}

/** `PUT /api/admin/contest/change-contest-visible?cid&uid&visible` (uid: the author's, as HOJ sends it; unused). */
export class ChangeVisibleQuery extends CidQuery {
  @IsOptional() @IsString()
  uid?: string;

  @Transform(flag) @IsIn([true, false], { message: 'contestAdmin.visibleInvalid' })
  visible!: boolean;
}

/**
 * The contest form as sent (api-calls.tsv POST/PUT /api/admin/contest): every field is checked by
 * contestDraftOf (03 §5, in order), so the DTO only lets them through. uid, author and status are the server's.
 */
export class ContestSaveBody {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(ID_MAX)
  id?: number;

  @Allow() uid?: unknown;
  @Allow() author?: unknown;
  @Allow() title?: unknown;
  @Allow() type?: unknown;
  @Allow() description?: unknown;
  @Allow() source?: unknown;
  @Allow() auth?: unknown;
  @Allow() pwd?: unknown;
  @Allow() startTime?: unknown;
  @Allow() endTime?: unknown;
  @Allow() duration?: unknown;
  @Allow() sealRank?: unknown;
  @Allow() sealRankTime?: unknown;
  @Allow() autoRealRank?: unknown;
  @Allow() status?: unknown;
  @Allow() visible?: unknown;
  @Allow() openPrint?: unknown;
  @Allow() openAccountLimit?: unknown;
  @Allow() accountLimitRule?: unknown;
  @Allow() rankShowName?: unknown;
  @Allow() starAccount?: unknown;
  @Allow() openRank?: unknown;
  @Allow() oiRankScoreType?: unknown;
  @Allow() gid?: unknown;
  @Allow() awardType?: unknown;
  @Allow() awardConfigList?: unknown;
  @Allow() allowEndSubmit?: unknown;
}

/**
 * `GET /api/admin/contest/get-problem-list`: without problemType the contest's problems (problemList,
 * contestProblemMap by pid); with it the bank's problems the import rule lets in (type or remote), not in the contest yet.
 */
export class AdminContestProblemListQuery extends Paged {
  @Type(() => Number) @IsInt({ message: 'contest.notFound' }) @Min(1, { message: 'contest.notFound' }) @Max(ID_MAX, { message: 'contest.notFound' })
  cid!: number;

  @IsOptional() @IsString() @MaxLength(255)
  keyword?: string;

  @IsOptional() @Transform(unlessAll) @Type(() => Number) @IsIn([0, 1], { message: 'contestAdmin.typeInvalid' })
  problemType?: number;

  @IsOptional() @Transform(unlessAll) @IsString() @MaxLength(32)
  oj?: string;
}

/** `GET/DELETE /api/admin/contest/contest-problem|problem?cid&pid`. */
export class ContestProblemQuery {
  @Type(() => Number) @IsInt({ message: 'contest.notFound' }) @Min(1, { message: 'contest.notFound' }) @Max(ID_MAX, { message: 'contest.notFound' })
  cid!: number;

  @Type(() => Number) @IsInt({ message: 'problem.notFound' }) @Min(1, { message: 'problem.notFound' }) @Max(ID_MAX, { message: 'problem.notFound' })
  pid!: number;
}

/** `DELETE /api/admin/contest/problem?pid&cid?` (cid: remove from that contest; without: delete the contest-only problem). */
export class ContestProblemDeleteQuery {
  @Type(() => Number) @IsInt({ message: 'problem.notFound' }) @Min(1, { message: 'problem.notFound' }) @Max(ID_MAX, { message: 'problem.notFound' })
  pid!: number;

  @IsOptional() @Type(() => Number) @IsInt({ message: 'contest.notFound' }) @Min(1, { message: 'contest.notFound' }) @Max(ID_MAX, { message: 'contest.notFound' })
  cid?: number;
}

/** `PUT /api/admin/contest/contest-problem`: display id, display title and colour of a contest problem (id; without id the link is made). */
export class ContestProblemSaveBody {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(ID_MAX)
  id?: number;

  @Type(() => Number) @IsInt({ message: 'contest.notFound' }) @Min(1, { message: 'contest.notFound' }) @Max(ID_MAX, { message: 'contest.notFound' })
  cid!: number;

  @Allow() pid?: unknown;
  @Allow() displayId?: unknown;
  @Allow() displayTitle?: unknown;
  @Allow() color?: unknown;
}

/** `POST /api/admin/contest/add-problem-from-public` (pid, cid, displayId). */
export class AddFromPublicBody {
  @Type(() => Number) @IsInt({ message: 'contest.notFound' }) @Min(1, { message: 'contest.notFound' }) @Max(ID_MAX, { message: 'contest.notFound' })
  cid!: number;

  @Allow() pid?: unknown;
  @Allow() displayId?: unknown;
}

/** `GET /api/admin/contest/import-remote-oj-problem?name&problemId&cid&displayId`. */
export class ImportRemoteQuery {
  @Type(() => Number) @IsInt({ message: 'contest.notFound' }) @Min(1, { message: 'contest.notFound' }) @Max(ID_MAX, { message: 'contest.notFound' })
  cid!: number;

  @IsString() @MaxLength(32)
  name!: string;

  @IsString() @MaxLength(100)
  problemId!: string;

  @IsOptional() @IsString()
  displayId?: string;
}

/** `GET /api/admin/contest/problem?pid` (a contest-only problem for its edit form). */
export class PidQuery {
  @Type(() => Number) @IsInt({ message: 'problem.notFound' }) @Min(1, { message: 'problem.notFound' }) @Max(ID_MAX, { message: 'problem.notFound' })
  pid!: number;
}

/** `GET /api/admin/contest/announcement?cid&currentPage&limit`. */
export class AnnouncementListQuery extends Paged {
  @Type(() => Number) @IsInt({ message: 'contest.notFound' }) @Min(1, { message: 'contest.notFound' }) @Max(ID_MAX, { message: 'contest.notFound' })
  cid!: number;
}

/** `POST/PUT /api/admin/contest/announcement` (cid, announcement {id on PUT, title, content}). */
export class AnnouncementBody {
  @Type(() => Number) @IsInt({ message: 'contest.notFound' }) @Min(1, { message: 'contest.notFound' }) @Max(ID_MAX, { message: 'contest.notFound' })
  cid!: number;

  @IsObject({ message: 'contestAdmin.announcementRequired' })
  announcement!: Record<string, unknown>;
}

/** `DELETE /api/admin/contest/announcement?aid`. */
export class AidQuery {
  @Type(() => Number) @IsInt({ message: 'contestAdmin.announcementNotFound' }) @Min(1, { message: 'contestAdmin.announcementNotFound' }) @Max(ID_MAX, { message: 'contestAdmin.announcementNotFound' })
  aid!: number;
}

/** `GET /api/admin/judge/rejudge-contest-problem?cid&pid`. */
export class RejudgeQuery extends ContestProblemQuery {}

/** `GET /api/file/download-contest-ac-submission?cid&excludeAdmin&splitType`. */
export class AcDownloadQuery extends CidQuery {
  @IsOptional() @Transform(flag) @IsIn([true, false])
  excludeAdmin?: boolean;

  @IsOptional() @IsIn(['splitByUser', 'splitByProblem'], { message: 'contestAdmin.splitTypeInvalid' })
  splitType?: 'splitByUser' | 'splitByProblem';
}
