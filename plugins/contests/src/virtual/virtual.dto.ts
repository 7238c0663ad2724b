import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { CidQuery } from '../contest.dto';

/** `GET get-virtual-contest-rank`: cid, currentPage?, limit? (the board's 50 by default), keyword?. */
export class VirtualRankQuery extends CidQuery {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(1_000_000)
  currentPage?: number;

  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(300)
  limit?: number;

  @IsOptional() @IsString() @MaxLength(255)
  keyword?: string;
}
