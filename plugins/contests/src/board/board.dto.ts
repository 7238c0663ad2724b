import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { BOARD_PAGE_SIZES } from './board-page';

const ID_MAX = Number.MAX_SAFE_INTEGER;
/** A query flag: 'true' / 'false' as sent (implicit conversion would read 'false' as true). */
const flag = ({ obj, key }: { obj: Record<string, unknown>; key: string }) => {
  const raw = obj[key];
  return raw === 'true' || raw === true || raw === '1' ? true : raw === 'false' || raw === false || raw === '0' ? false : raw;
};

/**
 * `POST /api/get-contest-rank` and `POST /api/get-contest-outside-scoreboard` (api-calls.tsv): cid, currentPage,
 * limit (10/30/50/100/300, default 50), forceRefresh (contest admins only), removeStar, keyword, containsEnd
 * (the after-contest switch), concernedList (the followed users' uids). externalCidList is taken and ignored
 * (HOJ's merged boards are not part of this issue).
 */
export class ContestRankBody {
  @Type(() => Number) @IsInt({ message: 'contest.notFound' }) @Min(1, { message: 'contest.notFound' }) @Max(ID_MAX, { message: 'contest.notFound' })
  cid!: number;

  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(1_000_000)
  currentPage?: number;

  @IsOptional() @Type(() => Number) @IsIn(BOARD_PAGE_SIZES, { message: 'contest.board.pageSizeInvalid' })
  limit?: number;

  @IsOptional() @Transform(flag) @IsBoolean()
  forceRefresh?: boolean;

  @IsOptional() @Transform(flag) @IsBoolean()
  removeStar?: boolean;

  @IsOptional() @IsString() @MaxLength(100)
  keyword?: string;

  @IsOptional() @Transform(flag) @IsBoolean()
  containsEnd?: boolean;

  @IsOptional() @IsArray() @ArrayMaxSize(300) @IsString({ each: true }) @MaxLength(36, { each: true })
  concernedList?: string[];

  @IsOptional() @IsArray() @ArrayMaxSize(20)
  externalCidList?: unknown[];
}

/** `GET /api/file/download-contest-rank?cid=&forceRefresh=&removeStar=&containEnd=` (api-calls.tsv). */
export class DownloadContestRankQuery {
  @Type(() => Number) @IsInt({ message: 'contest.notFound' }) @Min(1, { message: 'contest.notFound' }) @Max(ID_MAX, { message: 'contest.notFound' })
  cid!: number;

  @IsOptional() @Transform(flag) @IsBoolean()
  forceRefresh?: boolean;

  @IsOptional() @Transform(flag) @IsBoolean()
  removeStar?: boolean;

  @IsOptional() @Transform(flag) @IsBoolean()
  containEnd?: boolean;
}
