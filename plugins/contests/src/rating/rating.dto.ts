import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';

/** PUT /api/admin/contest/rating: the contest's rated flag and the "results are final" mark. */
export class ContestRatingBody {
  @Type(() => Number) @IsInt({ message: 'contest.notFound' }) @Min(1, { message: 'contest.notFound' }) @Max(Number.MAX_SAFE_INTEGER, { message: 'contest.notFound' })
  cid!: number;

  @IsOptional() @IsBoolean({ message: 'rating.flagInvalid' })
  rated?: boolean;

  @IsOptional() @IsBoolean({ message: 'rating.flagInvalid' })
  resultsFinal?: boolean;
}

/** GET /api/admin/contest/rating?cid and GET /api/get-contest-rating-changes?cid. */
export class ContestRatingQuery {
  @Type(() => Number) @IsInt({ message: 'contest.notFound' }) @Min(1, { message: 'contest.notFound' }) @Max(Number.MAX_SAFE_INTEGER, { message: 'contest.notFound' })
  cid!: number;
}
