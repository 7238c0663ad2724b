import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import {
  LANGUAGE_COMPILE_COMMAND_MAX,
  LANGUAGE_CONTENT_TYPE_MAX,
  LANGUAGE_DESCRIPTION_MAX,
  LANGUAGE_FACTOR_MAX,
  LANGUAGE_FACTOR_MIN,
  LANGUAGE_SEQ_MAX,
  LANGUAGE_TEMPLATE_MAX,
} from './language.model';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** A query flag: 'true' / 'false' as sent (implicit conversion would read 'false' as true). */
const flag = (raw: unknown) => (raw === 'true' || raw === true ? true : raw === 'false' || raw === false ? false : raw);
/** An editor mode is a MIME type such as text/x-c++src. */
const CONTENT_TYPE = /^[\w.+-]+\/[\w.+-]+$/;
/** Problem ids are short; the longest the spec's forms allow. */
const PID_MAX = 64;

/** `GET /api/languages`: `all` asks for every judge's languages; `pid` narrows to that problem's judge. */
export class LanguageListQuery {
  @IsOptional() @IsString() @MaxLength(PID_MAX)
  pid?: string;

  @IsOptional() @Transform(({ obj }: { obj: Record<string, unknown> }) => flag(obj.all)) @IsBoolean({ message: 'site.booleanRequired' })
  all?: boolean;
}

/** `PUT /api/admin/language`: the language's id and any of the fields the admin may change (only those sent change). */
export class LanguageUpdateBody {
  @IsInt({ message: 'language.idRequired' }) @Min(1, { message: 'language.notFound' }) @Max(Number.MAX_SAFE_INTEGER, { message: 'language.notFound' })
  id!: number;

  @IsOptional() @Transform(trim) @IsString({ message: 'language.textRequired' }) @MaxLength(LANGUAGE_DESCRIPTION_MAX, { message: 'site.fieldTooLong' })
  description?: string;

  @IsOptional() @Transform(trim) @IsString({ message: 'language.contentTypeInvalid' }) @MaxLength(LANGUAGE_CONTENT_TYPE_MAX, { message: 'language.contentTypeInvalid' }) @Matches(CONTENT_TYPE, { message: 'language.contentTypeInvalid' })
  contentType?: string;

  @IsOptional() @IsString({ message: 'language.textRequired' }) @MaxLength(LANGUAGE_TEMPLATE_MAX, { message: 'site.fieldTooLong' })
  template?: string;

  @IsOptional() @IsString({ message: 'language.textRequired' }) @MaxLength(LANGUAGE_TEMPLATE_MAX, { message: 'site.fieldTooLong' })
  codeTemplate?: string;

  @IsOptional() @Transform(trim) @IsString({ message: 'language.textRequired' }) @MaxLength(LANGUAGE_COMPILE_COMMAND_MAX, { message: 'site.fieldTooLong' })
  compileCommand?: string;

  @IsOptional() @IsBoolean({ message: 'site.booleanRequired' })
  enabled?: boolean;

  @IsOptional() @IsInt({ message: 'language.seqInvalid' }) @Min(0, { message: 'language.seqInvalid' }) @Max(LANGUAGE_SEQ_MAX, { message: 'language.seqInvalid' })
  seq?: number;

  /** null: back to the judge's own factor. */
  @IsOptional() @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: 'language.factorInvalid' }) @Min(LANGUAGE_FACTOR_MIN, { message: 'language.factorInvalid' }) @Max(LANGUAGE_FACTOR_MAX, { message: 'language.factorInvalid' })
  timeFactor?: number | null;

  @IsOptional() @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: 'language.factorInvalid' }) @Min(LANGUAGE_FACTOR_MIN, { message: 'language.factorInvalid' }) @Max(LANGUAGE_FACTOR_MAX, { message: 'language.factorInvalid' })
  memoryFactor?: number | null;
}
