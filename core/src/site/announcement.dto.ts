import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Title and content limits of an announcement. */
export const ANNOUNCEMENT_TITLE_MAX = 255;
export const ANNOUNCEMENT_CONTENT_MAX = 65535;

export class PageQuery {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1)
  currentPage?: number;

  @IsOptional() @Type(() => Number) @IsInt() @Min(1)
  limit?: number;
}

/** The body of POST/PUT /api/admin/announcement (id, uid and gid sent by the client are ignored or checked). */
export class AnnouncementBody {
  @IsOptional() @IsInt() @Min(1) @Max(Number.MAX_SAFE_INTEGER)
  id?: number;

  @Transform(trim)
  @IsString({ message: 'announcement.titleRequired' })
  @IsNotEmpty({ message: 'announcement.titleRequired' })
  @MaxLength(ANNOUNCEMENT_TITLE_MAX, { message: 'announcement.titleTooLong' })
  title!: string;

  @IsString({ message: 'announcement.contentRequired' })
  @IsNotEmpty({ message: 'announcement.contentRequired' })
  @MaxLength(ANNOUNCEMENT_CONTENT_MAX, { message: 'announcement.contentTooLong' })
  content!: string;

  @IsOptional() @IsIn([0, 1], { message: 'announcement.statusInvalid' })
  status?: number;
}

export class AnnouncementIdQuery {
  @Type(() => Number) @IsInt({ message: 'error.notFound' }) @Min(1, { message: 'error.notFound' }) @Max(Number.MAX_SAFE_INTEGER, { message: 'error.notFound' })
  aid!: number;
}

export class CarouselIdQuery {
  @Type(() => Number) @IsInt({ message: 'error.notFound' }) @Min(1, { message: 'error.notFound' }) @Max(Number.MAX_SAFE_INTEGER, { message: 'error.notFound' })
  id!: number;
}
