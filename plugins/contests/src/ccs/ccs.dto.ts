import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

/** `/api/ccs/contests/{id}/…`: the contest id of the path. */
export class CcsContestQuery {
  @Type(() => Number) @IsInt({ message: 'contest.notFound' }) @Min(1, { message: 'contest.notFound' }) @Max(Number.MAX_SAFE_INTEGER, { message: 'contest.notFound' })
  id!: number;
}

/** `/api/ccs/contests/{id}/<collection>/{objectId}`. */
export class CcsObjectQuery extends CcsContestQuery {
  @IsString() @MaxLength(64)
  objectId!: string;
}

/** `/api/ccs/contests/{id}/submissions/{submissionId}/files`. */
export class CcsFilesQuery extends CcsContestQuery {
  @Type(() => Number) @IsInt({ message: 'ccs.objectNotFound' }) @Min(1, { message: 'ccs.objectNotFound' }) @Max(Number.MAX_SAFE_INTEGER, { message: 'ccs.objectNotFound' })
  submissionId!: number;
}

/** `/api/ccs/contests/{id}/event-feed?since_token=`: a token of an earlier event (a moment in ms). */
export class CcsEventFeedQuery extends CcsContestQuery {
  @IsOptional() @IsString() @MaxLength(20) @Matches(/^\d*$/, { message: 'ccs.badSinceToken' })
  since_token?: string;
}
