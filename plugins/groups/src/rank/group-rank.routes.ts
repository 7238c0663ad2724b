import { defineRoute } from '@oj/core';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { GidQuery } from '../problem/group-problem.dto';
import { GroupRankService } from './group-rank.service';

/** `GET /api/get-group-rank-list`: limit (30), currentPage, searchUser, gid, type 0 ACM / 1 OI. */
export class GroupRankQuery extends GidQuery {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(300)
  limit?: number;

  @IsOptional() @Type(() => Number) @IsInt() @Min(1)
  currentPage?: number;

  @IsOptional() @IsString() @MaxLength(255)
  searchUser?: string;

  @IsOptional() @Type(() => Number) @IsIn([0, 1], { message: 'groupProblem.rankTypeInvalid' })
  type?: number;
}

export const groupRankRoutes = [
  defineRoute({
    method: 'GET', path: '/api/get-group-rank-list', tag: 'group', access: { auth: 'login' }, query: GroupRankQuery,
    summary: "The group's rank over its problems and the submissions made in it (type 0 ACM: solved, then fewer submissions; 1 OI: best scores summed), 30 a page, searchUser (username or nickname): members and super admins",
    handle: (call) => call.get(GroupRankService).list(call.query, call.request.user),
  }),
];
