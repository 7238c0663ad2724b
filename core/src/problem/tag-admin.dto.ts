import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { TAG_NAME_MAX } from './tag.model';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const ID_MAX = Number.MAX_SAFE_INTEGER;
/** A CSS hex colour (#rgb, #rrggbb, #rrggbbaa). */
const HEX_COLOR = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

/** `POST` / `PUT /api/admin/tag`: id (on update), name, color, oj, gid, tcid (its classification). */
export class TagBody {
  @IsOptional() @IsInt({ message: 'tag.notFound' }) @Min(1, { message: 'tag.notFound' }) @Max(ID_MAX, { message: 'tag.notFound' })
  id?: number;

  @Transform(trim) @IsString({ message: 'tag.nameRequired' }) @Matches(/\S/, { message: 'tag.nameRequired' }) @MaxLength(TAG_NAME_MAX, { message: 'site.fieldTooLong' })
  name!: string;

  @IsOptional() @Transform(trim) @IsString({ message: 'tag.colorInvalid' }) @Matches(HEX_COLOR, { message: 'tag.colorInvalid' })
  color?: string | null;

  @IsOptional() @Transform(trim) @IsString() @MaxLength(32)
  oj?: string | null;

  @IsOptional() @IsInt() @Min(1) @Max(ID_MAX)
  gid?: number | null;

  @IsOptional() @IsInt({ message: 'tag.classificationNotFound' }) @Min(1, { message: 'tag.classificationNotFound' }) @Max(ID_MAX, { message: 'tag.classificationNotFound' })
  tcid?: number | null;
}

/** `POST` / `PUT /api/admin/tag/classification`: id (on update), name, oj, rank (ascending order). */
export class TagClassificationBody {
  @IsOptional() @IsInt({ message: 'tag.classificationNotFound' }) @Min(1, { message: 'tag.classificationNotFound' }) @Max(ID_MAX, { message: 'tag.classificationNotFound' })
  id?: number;

  @Transform(trim) @IsString({ message: 'tag.nameRequired' }) @Matches(/\S/, { message: 'tag.nameRequired' }) @MaxLength(TAG_NAME_MAX, { message: 'site.fieldTooLong' })
  name!: string;

  @IsOptional() @Transform(trim) @IsString() @MaxLength(32)
  oj?: string | null;

  @IsOptional() @IsInt() @Min(-2_147_483_648) @Max(2_147_483_647)
  rank?: number | null;
}

export class TagIdQuery {
  @Type(() => Number) @IsInt({ message: 'tag.notFound' }) @Min(1, { message: 'tag.notFound' }) @Max(ID_MAX, { message: 'tag.notFound' })
  tid!: number;
}

export class TagClassificationIdQuery {
  @Type(() => Number) @IsInt({ message: 'tag.classificationNotFound' }) @Min(1, { message: 'tag.classificationNotFound' }) @Max(ID_MAX, { message: 'tag.classificationNotFound' })
  tcid!: number;
}

export class TagClassificationListQuery {
  @IsOptional() @IsString() @MaxLength(32)
  oj?: string;
}
