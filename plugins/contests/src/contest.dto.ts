import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_PAGE_SIZE } from '@oj/core';
import { CONTEST_LIMITS } from './contest.model';

const ID_MAX = Number.MAX_SAFE_INTEGER;
/** Filters the page sends as 'All' or empty when nothing is chosen. */
const unlessAll = ({ value }: { value: unknown }) => (value === '' || value === null || (typeof value === 'string' && value.trim().toUpperCase() === 'ALL') ? undefined : value);
/** A flag as sent in a query or a body: 'true' / 'false' (implicit conversion would read 'false' as true). */
const flag = ({ obj, key }: { obj: Record<string, unknown>; key: string }) => {
  const raw = obj[key];
  return raw === 'true' || raw === true || raw === '1' ? true : raw === 'false' || raw === false || raw === '0' || raw === '' ? false : raw;
};

class Paged {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1)
  currentPage?: number;

  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(MAX_PAGE_SIZE)
  limit?: number;
}

/** `GET /api/get-contest-list` (02 §2: status, type, keyword; 10 a page). */
export class ContestListQuery extends Paged {
  @IsOptional() @Transform(unlessAll) @Type(() => Number) @IsIn([-1, 0, 1], { message: 'contest.statusInvalid' })
  status?: -1 | 0 | 1;

  @IsOptional() @Transform(unlessAll) @Type(() => Number) @IsIn([0, 1], { message: 'contest.typeInvalid' })
  type?: 0 | 1;

  @IsOptional() @IsString() @MaxLength(CONTEST_LIMITS.titleMax)
  keyword?: string;
}

/** Calls about one contest (`cid`). */
export class CidQuery {
  @Type(() => Number) @IsInt({ message: 'contest.notFound' }) @Min(1, { message: 'contest.notFound' }) @Max(ID_MAX, { message: 'contest.notFound' })
  cid!: number;
}

/** `GET /api/get-contest-problem` (cid, containsEnd). */
export class ContestProblemQuery extends CidQuery {
  @IsOptional() @Transform(flag) @IsIn([true, false])
  containsEnd?: boolean;
}

/** `GET /api/get-contest-problem-details` (cid, displayId, containsEnd). */
export class ContestProblemDetailQuery extends ContestProblemQuery {
  @IsString({ message: 'contest.problemNotFound' }) @MaxLength(CONTEST_LIMITS.displayIdMax, { message: 'contest.problemNotFound' })
  displayId!: string;
}

/** `POST /api/register-contest`. */
export class RegisterContestBody {
  @Type(() => Number) @IsInt({ message: 'contest.notFound' }) @Min(1, { message: 'contest.notFound' }) @Max(ID_MAX, { message: 'contest.notFound' })
  cid!: number;

  @IsOptional() @IsString({ message: 'contest.passwordRequired' }) @MaxLength(CONTEST_LIMITS.passwordMax, { message: 'contest.passwordWrong' })
  password?: string;
}

/** `GET /api/contest-submissions` (api-calls.tsv: contestID, onlyMine, problemID, status, username, beforeContestSubmit, completeProblemID, containsEnd). */
export class ContestSubmissionsQuery extends Paged {
  @Type(() => Number) @IsInt({ message: 'contest.notFound' }) @Min(1, { message: 'contest.notFound' }) @Max(ID_MAX, { message: 'contest.notFound' })
  contestID!: number;

  @IsOptional() @Transform(flag) @IsIn([true, false])
  onlyMine?: boolean;

  @IsOptional() @IsString() @MaxLength(CONTEST_LIMITS.displayIdMax)
  problemID?: string;

  @IsOptional() @Transform(unlessAll) @Type(() => Number) @IsInt() @Min(-10) @Max(10)
  status?: number;

  @IsOptional() @IsString() @MaxLength(255)
  username?: string;

  @IsOptional() @Transform(flag) @IsIn([true, false])
  beforeContestSubmit?: boolean;

  @IsOptional() @Transform(flag) @IsIn([true, false])
  completeProblemID?: boolean;

  @IsOptional() @Transform(flag) @IsIn([true, false])
  containsEnd?: boolean;
}

/** `POST /api/check-contest-submissions-status`. */
export class CheckContestStatusBody {
  @IsArray() @ArrayMaxSize(100) @IsInt({ each: true }) @Min(1, { each: true })
  submitIds!: number[];

  @Type(() => Number) @IsInt({ message: 'contest.notFound' }) @Min(1, { message: 'contest.notFound' }) @Max(ID_MAX, { message: 'contest.notFound' })
  cid!: number;
}

/** `GET /api/get-contest-announcement` (cid, limit, currentPage). */
export class ContestAnnouncementQuery extends Paged {
  @Type(() => Number) @IsInt({ message: 'contest.notFound' }) @Min(1, { message: 'contest.notFound' }) @Max(ID_MAX, { message: 'contest.notFound' })
  cid!: number;
}

/** `POST /api/get-contest-not-read-announcement` (cid, readAnnouncementList). */
export class NotReadAnnouncementBody {
  @Type(() => Number) @IsInt({ message: 'contest.notFound' }) @Min(1, { message: 'contest.notFound' }) @Max(ID_MAX, { message: 'contest.notFound' })
  cid!: number;

  @IsOptional() @IsArray() @ArrayMaxSize(10_000) @IsInt({ each: true })
  readAnnouncementList?: number[];
}
