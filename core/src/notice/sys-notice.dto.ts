import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { SYS_NOTICE_CONTENT_MAX, SYS_NOTICE_TITLE_MAX, SYS_NOTICE_TYPES } from './sys-notice.model';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** A uid (36) or a username (20): the longest either can be. */
const RECIPIENT_MAX = 36;

/** `GET /api/admin/msg/notice`: a page, optionally only one recipient type. */
export class SysNoticeListQuery {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1)
  currentPage?: number;

  @IsOptional() @Type(() => Number) @IsInt() @Min(1)
  limit?: number;

  @IsOptional() @IsIn(SYS_NOTICE_TYPES, { message: 'notice.typeInvalid' })
  type?: string;
}

/**
 * The body of POST/PUT `/api/admin/msg/notice`. `state` (pushed) belongs to the push job and `adminId`
 * is the signed-in admin: both are accepted as the spec's client sends them, and not used.
 */
export class SysNoticeBody {
  @IsOptional() @IsInt() @Min(1) @Max(Number.MAX_SAFE_INTEGER)
  id?: number;

  @Transform(trim)
  @IsString({ message: 'notice.titleRequired' })
  @IsNotEmpty({ message: 'notice.titleRequired' })
  @MaxLength(SYS_NOTICE_TITLE_MAX, { message: 'notice.titleTooLong' })
  title!: string;

  @IsString({ message: 'notice.contentRequired' })
  @IsNotEmpty({ message: 'notice.contentRequired' })
  @MaxLength(SYS_NOTICE_CONTENT_MAX, { message: 'notice.contentTooLong' })
  content!: string;

  @IsString({ message: 'notice.typeInvalid' })
  @IsIn(SYS_NOTICE_TYPES, { message: 'notice.typeInvalid' })
  type!: string;

  /** The designated user (type Single): uid or username. */
  @IsOptional() @Transform(trim) @IsString({ message: 'notice.recipientNotFound' }) @MaxLength(RECIPIENT_MAX, { message: 'notice.recipientNotFound' })
  recipientId?: string | null;

  @IsOptional() @IsBoolean()
  state?: boolean;

  @IsOptional() @IsString() @MaxLength(RECIPIENT_MAX)
  adminId?: string;
}

export class SysNoticeIdQuery {
  @Type(() => Number) @IsInt({ message: 'error.notFound' }) @Min(1, { message: 'error.notFound' }) @Max(Number.MAX_SAFE_INTEGER, { message: 'error.notFound' })
  id!: number;
}
