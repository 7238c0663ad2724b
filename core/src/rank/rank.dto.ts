import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { RANK_SEARCH_MAX, RANK_TYPE } from './rank.model';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** `GET /api/get-rank-list`: the page, its size, a user search and the ranking type (0 ACM, 1 OI). */
export class RankListQuery {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1)
  currentPage?: number;

  @IsOptional() @Type(() => Number) @IsInt() @Min(1)
  limit?: number;

  @IsOptional() @Transform(trim) @IsString() @MaxLength(RANK_SEARCH_MAX)
  searchUser?: string;

  @Type(() => Number) @IsIn(Object.values(RANK_TYPE), { message: 'rank.typeInvalid' })
  type!: number;
}
