import { Transform, Type } from 'class-transformer';
import { Allow, IsArray, IsBoolean, IsIn, IsInt, IsObject, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { JUDGE_CASE_MODES, JUDGE_MODES, type JudgeCaseMode, type JudgeMode } from '../judge/judge-task';
import { MAX_PAGE_SIZE } from '../shared/paging';
import { PROBLEM_LIMITS, STATEMENT_FORMATS, type ProblemAuthCode, type ProblemTypeCode, type StatementFormat } from './problem.model';

/** HOJ sends the extra-file maps as JSON text; an object is accepted as well. */
const jsonMap = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};
/** A query flag: 'true' / 'false' as sent (implicit conversion would read 'false' as true, so it is read from the raw object). */
const flag = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);
const ID_MAX = Number.MAX_SAFE_INTEGER;

/**
 * The problem's own fields as the admin form sends them (`body.problem`). Types are checked here; the
 * rules that need several fields (03 §5 Admin) are in problem-form.rules.ts, with the spec's messages.
 */
export class ProblemFormFields {
  @IsOptional() @IsInt({ message: 'problem.notFound' }) @Min(1, { message: 'problem.notFound' }) @Max(ID_MAX, { message: 'problem.notFound' })
  id?: number;

  @IsOptional() @IsString() @MaxLength(PROBLEM_LIMITS.problemIdMax, { message: 'site.fieldTooLong' })
  problemId?: string;

  @IsOptional() @IsString() @MaxLength(PROBLEM_LIMITS.titleMax, { message: 'site.fieldTooLong' })
  title?: string;

  @IsOptional() @IsString() @MaxLength(255, { message: 'site.fieldTooLong' })
  author?: string;

  @IsOptional() @IsIn([0, 1], { message: 'problem.typeInvalid' })
  type?: ProblemTypeCode;

  @IsOptional() @IsIn(JUDGE_MODES, { message: 'problem.judgeModeInvalid' })
  judgeMode?: JudgeMode;

  @IsOptional() @IsIn(JUDGE_CASE_MODES, { message: 'problem.judgeCaseModeInvalid' })
  judgeCaseMode?: JudgeCaseMode;

  @IsOptional() @Allow()
  timeLimit?: unknown;

  @IsOptional() @Allow()
  memoryLimit?: unknown;

  @IsOptional() @Allow()
  stackLimit?: unknown;

  @IsOptional() @Allow()
  difficulty?: unknown;

  @IsOptional() @IsString() @MaxLength(PROBLEM_LIMITS.textMax, { message: 'site.fieldTooLong' })
  description?: string;

  @IsOptional() @IsString() @MaxLength(PROBLEM_LIMITS.textMax, { message: 'site.fieldTooLong' })
  input?: string;

  @IsOptional() @IsString() @MaxLength(PROBLEM_LIMITS.textMax, { message: 'site.fieldTooLong' })
  output?: string;

  @IsOptional() @IsString() @MaxLength(PROBLEM_LIMITS.textMax, { message: 'site.fieldTooLong' })
  examples?: string;

  @IsOptional() @IsString() @MaxLength(PROBLEM_LIMITS.textMax, { message: 'site.fieldTooLong' })
  hint?: string;

  @IsOptional() @IsString() @MaxLength(PROBLEM_LIMITS.textMax, { message: 'site.fieldTooLong' })
  source?: string;

  /** Ours (not in HOJ's form): how the statement fields are written; an edit without it keeps the stored one. */
  @IsOptional() @IsIn(STATEMENT_FORMATS, { message: 'problem.statementFormatInvalid' })
  statementFormat?: StatementFormat;

  @IsOptional() @IsIn([1, 2, 3], { message: 'problem.authInvalid' })
  auth?: ProblemAuthCode;

  @IsOptional() @Allow()
  ioScore?: unknown;

  @IsOptional() @IsBoolean()
  codeShare?: boolean;

  @IsOptional() @IsString() @MaxLength(PROBLEM_LIMITS.checkerCodeMax, { message: 'site.fieldTooLong' })
  spjCode?: string | null;

  @IsOptional() @IsString() @MaxLength(64, { message: 'site.fieldTooLong' })
  spjLanguage?: string | null;

  @IsOptional() @Transform(jsonMap) @IsObject({ message: 'problem.extraFileInvalid' })
  userExtraFile?: Record<string, unknown> | null;

  @IsOptional() @Transform(jsonMap) @IsObject({ message: 'problem.extraFileInvalid' })
  judgeExtraFile?: Record<string, unknown> | null;

  @IsOptional() @IsBoolean()
  isRemoveEndBlank?: boolean;

  @IsOptional() @IsBoolean()
  openCaseResult?: boolean;

  @IsOptional() @IsBoolean()
  isUploadCase?: boolean;

  @IsOptional() @IsBoolean()
  isRemote?: boolean;

  @IsOptional() @IsBoolean()
  isFileIO?: boolean;

  @IsOptional() @IsString() @MaxLength(255, { message: 'site.fieldTooLong' })
  ioReadFileName?: string | null;

  @IsOptional() @IsString() @MaxLength(255, { message: 'site.fieldTooLong' })
  ioWriteFileName?: string | null;
}

/**
 * One test case of the form: with `isUploadTestCase` the names of uploaded (or already saved) files,
 * else the case's own input and output text. Score and group number as typed (checked by the rules).
 */
export class SampleInput {
  @IsOptional() @IsString() @MaxLength(PROBLEM_LIMITS.extraFileMax, { message: 'site.fieldTooLong' })
  input?: string;

  @IsOptional() @IsString() @MaxLength(PROBLEM_LIMITS.extraFileMax, { message: 'site.fieldTooLong' })
  output?: string;

  @IsOptional() @Allow()
  score?: unknown;

  @IsOptional() @Allow()
  groupNum?: unknown;
}

/** A language the problem accepts: by id, else by name. */
export class LanguageRef {
  @IsOptional() @IsInt() @Min(1) @Max(ID_MAX)
  id?: number;

  @IsOptional() @IsString() @MaxLength(255)
  name?: string;
}

/** A tag of the problem: an existing one by id, or by name (created when new). */
export class TagRef {
  @IsOptional() @IsInt() @Min(1) @Max(ID_MAX)
  id?: number;

  @IsOptional() @IsString() @MaxLength(255, { message: 'site.fieldTooLong' })
  name?: string;

  @IsOptional() @IsString() @MaxLength(16)
  color?: string;
}

/** A code template: the language (`lid`), its code, and whether it is used. */
export class CodeTemplateInput {
  @IsInt({ message: 'problem.languageUnknown' }) @Min(1, { message: 'problem.languageUnknown' }) @Max(ID_MAX, { message: 'problem.languageUnknown' })
  lid!: number;

  @IsOptional() @IsString() @MaxLength(65_535, { message: 'site.fieldTooLong' })
  code?: string;

  @IsOptional() @IsBoolean()
  status?: boolean;
}

/** `POST` / `PUT /api/admin/problem` (03 §7: problem, samples, languages, tags, templates and the upload's state). */
export class ProblemSaveBody {
  @IsObject({ message: 'problem.fieldRequired' }) @ValidateNested() @Type(() => ProblemFormFields)
  problem!: ProblemFormFields;

  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => SampleInput)
  samples?: SampleInput[];

  @IsOptional() @IsBoolean()
  isUploadTestCase?: boolean;

  @IsOptional() @IsString() @MaxLength(255)
  uploadTestcaseDir?: string | null;

  @IsOptional() @IsIn(JUDGE_MODES, { message: 'problem.judgeModeInvalid' })
  judgeMode?: JudgeMode;

  @IsOptional() @IsBoolean()
  changeModeCode?: boolean;

  @IsOptional() @IsBoolean()
  changeJudgeCaseMode?: boolean;

  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => LanguageRef)
  languages?: LanguageRef[];

  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => TagRef)
  tags?: TagRef[];

  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => CodeTemplateInput)
  codeTemplates?: CodeTemplateInput[];
}

/** `?pid=`: one problem by its primary key. */
export class ProblemIdQuery {
  @Type(() => Number) @IsInt({ message: 'problem.notFound' }) @Min(1, { message: 'problem.notFound' }) @Max(ID_MAX, { message: 'problem.notFound' })
  pid!: number;
}

/** `GET /api/admin/problem/get-problem-cases`: `isUpload` false answers the cases' text. */
export class ProblemCasesQuery extends ProblemIdQuery {
  @IsOptional() @Transform(({ obj }: { obj: Record<string, unknown> }) => flag({ value: obj.isUpload })) @IsBoolean()
  isUpload?: boolean;
}

/** `GET /api/admin/problem/get-problem-list`: every problem, private and contest ones too. */
export class AdminProblemListQuery {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(MAX_PAGE_SIZE)
  limit?: number;

  @IsOptional() @Type(() => Number) @IsInt() @Min(1)
  currentPage?: number;

  @IsOptional() @IsString() @MaxLength(255)
  keyword?: string;

  @IsOptional() @Type(() => Number) @IsIn([1, 2, 3], { message: 'problem.authInvalid' })
  auth?: ProblemAuthCode;

  @IsOptional() @IsString() @MaxLength(32)
  oj?: string;
}

/** `PUT /api/admin/problem/change-problem-auth`: the whole problem is sent; only id and auth are read. */
export class ChangeProblemAuthBody {
  @IsInt({ message: 'problem.notFound' }) @Min(1, { message: 'problem.notFound' }) @Max(ID_MAX, { message: 'problem.notFound' })
  id!: number;

  @IsIn([1, 2, 3], { message: 'problem.authInvalid' })
  auth!: ProblemAuthCode;
}

/** `POST /api/admin/problem/compile-spj` and `compile-interactive`. */
export class CompileCheckerBody {
  @IsString({ message: 'problem.spjCodeRequired' }) @MaxLength(PROBLEM_LIMITS.checkerCodeMax, { message: 'site.fieldTooLong' })
  code!: string;

  @IsOptional() @IsInt() @Min(1) @Max(ID_MAX)
  pid?: number | null;

  @IsString({ message: 'problem.spjLanguageInvalid' }) @MaxLength(64, { message: 'site.fieldTooLong' })
  language!: string;

  @IsOptional() @Transform(jsonMap) @IsObject({ message: 'problem.extraFileInvalid' })
  extraFiles?: Record<string, unknown> | null;
}
