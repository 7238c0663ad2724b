import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_PAGE_SIZE } from '@oj/core';
import { GROUP_AUTHS, GROUP_LIMITS } from './group.model';

const ID_MAX = Number.MAX_SAFE_INTEGER;
/** Filters the page sends as 'All' or empty when nothing is chosen. */
const unlessAll = ({ obj, key }: { obj: Record<string, unknown>; key: string }) => {
  const value = obj[key];
  if (value === '' || value === null || value === undefined || (typeof value === 'string' && value.trim().toUpperCase() === 'ALL')) return undefined;
  return typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
};
/** A query flag: 'true' / 'false' as sent (implicit conversion would read 'false' as true). */
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

/** `GET /api/get-group-list` (03 §2: keyword, auth, onlyMine; 15 a page, 9/15/30/60/120). */
export class GroupListQuery extends Paged {
  @IsOptional() @IsString() @MaxLength(100)
  keyword?: string;

  @IsOptional() @Transform(unlessAll) @IsIn(GROUP_AUTHS, { message: 'group.authInvalid' })
  auth?: number;

  @IsOptional() @Transform(flag) @IsBoolean()
  onlyMine?: boolean;
}

/** Calls about one group (`gid`). */
export class GidQuery {
  @Type(() => Number) @IsInt({ message: 'group.notFound' }) @Min(1, { message: 'group.notFound' }) @Max(ID_MAX, { message: 'group.notFound' })
  gid!: number;
}

/** Member and apply lists (keyword, auth filter). */
export class MemberListQuery extends Paged {
  @Type(() => Number) @IsInt({ message: 'group.notFound' }) @Min(1, { message: 'group.notFound' }) @Max(ID_MAX, { message: 'group.notFound' })
  gid!: number;

  @IsOptional() @IsString() @MaxLength(100)
  keyword?: string;

  @IsOptional() @Transform(unlessAll) @IsInt() @Min(1) @Max(5)
  auth?: number;
}

/** Announcement lists. */
export class AnnouncementListQuery extends Paged {
  @Type(() => Number) @IsInt({ message: 'group.notFound' }) @Min(1, { message: 'group.notFound' }) @Max(ID_MAX, { message: 'group.notFound' })
  gid!: number;
}

/** `POST` / `PUT /api/group`: the fields are checked by group.rules (03 §5); `id` for PUT. */
export class GroupBody {
  @IsOptional() @Type(() => Number) @IsInt({ message: 'group.notFound' }) @Min(1, { message: 'group.notFound' }) @Max(ID_MAX, { message: 'group.notFound' })
  id?: number;

  @IsOptional() @IsString() @MaxLength(GROUP_LIMITS.nameMax + 100)
  name?: string;

  @IsOptional() @IsString() @MaxLength(GROUP_LIMITS.shortNameMax + 100)
  shortName?: string;

  @IsOptional() @IsString() @MaxLength(GROUP_LIMITS.briefMax + 100)
  brief?: string;

  @IsOptional() @IsString() @MaxLength(GROUP_LIMITS.descriptionMax + 100)
  description?: string;

  @IsOptional() @Type(() => Number) @IsInt({ message: 'group.authInvalid' })
  auth?: number;

  @IsOptional() @IsString() @MaxLength(100)
  code?: string | null;

  @IsOptional() @IsBoolean()
  visible?: boolean;

  @IsOptional() @Type(() => Number) @IsIn([0, 1])
  status?: number;

  // sent by the page with the rest of the group; never taken from the body
  @IsOptional() avatar?: unknown;
  @IsOptional() owner?: unknown;
  @IsOptional() uid?: unknown;
}

/** `POST /api/group/member`: apply to join. */
export class ApplyBody {
  @Type(() => Number) @IsInt({ message: 'group.notFound' }) @Min(1, { message: 'group.notFound' }) @Max(ID_MAX, { message: 'group.notFound' })
  gid!: number;

  @IsOptional() @IsString() @MaxLength(100)
  code?: string;

  @IsOptional() @IsString() @MaxLength(1000)
  reason?: string;
}

/** `PUT /api/group/member`: a member row's new auth. */
export class MemberUpdateBody {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(ID_MAX)
  id?: number;

  @Type(() => Number) @IsInt({ message: 'group.notFound' }) @Min(1, { message: 'group.notFound' }) @Max(ID_MAX, { message: 'group.notFound' })
  gid!: number;

  @IsString({ message: 'group.memberNotFound' }) @MaxLength(64, { message: 'group.memberNotFound' })
  uid!: string;

  @Type(() => Number) @IsInt({ message: 'group.memberAuthInvalid' }) @Min(1, { message: 'group.memberAuthInvalid' }) @Max(5, { message: 'group.memberAuthInvalid' })
  auth!: number;

  @IsOptional() @IsString() @MaxLength(1000)
  reason?: string;
}

/** `DELETE /api/group/member?uid&gid`. */
export class MemberQuery {
  @Type(() => Number) @IsInt({ message: 'group.notFound' }) @Min(1, { message: 'group.notFound' }) @Max(ID_MAX, { message: 'group.notFound' })
  gid!: number;

  @IsString({ message: 'group.memberNotFound' }) @MaxLength(64, { message: 'group.memberNotFound' })
  uid!: string;
}

/** `POST` / `PUT /api/group/announcement`. */
export class GroupAnnouncementBody {
  @IsOptional() @Type(() => Number) @IsInt({ message: 'group.announcementNotFound' }) @Min(1, { message: 'group.announcementNotFound' }) @Max(ID_MAX, { message: 'group.announcementNotFound' })
  id?: number;

  @IsOptional() @Type(() => Number) @IsInt({ message: 'group.notFound' }) @Min(1, { message: 'group.notFound' }) @Max(ID_MAX, { message: 'group.notFound' })
  gid?: number;

  @IsString({ message: 'group.titleRequired' }) @MaxLength(GROUP_LIMITS.announcementTitleMax, { message: 'group.titleTooLong' })
  title!: string;

  @IsString({ message: 'group.contentRequired' }) @MaxLength(GROUP_LIMITS.announcementContentMax, { message: 'group.contentTooLong' })
  content!: string;

  @IsOptional() @Type(() => Number) @IsIn([0, 1], { message: 'group.statusInvalid' })
  status?: number;

  @IsOptional() uid?: unknown;
}

/** `DELETE /api/group/announcement?aid`. */
export class AidQuery {
  @Type(() => Number) @IsInt({ message: 'group.announcementNotFound' }) @Min(1, { message: 'group.announcementNotFound' }) @Max(ID_MAX, { message: 'group.announcementNotFound' })
  aid!: number;
}

/** `POST /api/file/upload-group-avatar`: the multipart form's gid beside the image. */
export class AvatarBody {
  @Type(() => Number) @IsInt({ message: 'group.notFound' }) @Min(1, { message: 'group.notFound' }) @Max(ID_MAX, { message: 'group.notFound' })
  gid!: number;
}
