import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { JudgeStatus } from '../judge/judge-status';
import { MAX_PAGE_SIZE } from '../shared/paging';
import { CODE_MAX_LENGTH, TEST_INPUT_MAX_LENGTH } from './submission.model';

/** Ids above this would reach the database's bigint columns as an out-of-range error (a 500): refused as bad input. */
const ID_MAX = Number.MAX_SAFE_INTEGER;

/** The most ids one status check may ask about (a page of the largest size). */
export const STATUS_CHECK_MAX = MAX_PAGE_SIZE;

const flag = ({ value }: { value: unknown }) => (value === 'true' || value === true ? true : value === 'false' || value === false ? false : value);
/** A context id the page sends as '', 0 or null when there is none. */
const contextId = ({ value }: { value: unknown }) => (value === '' || value === null || value === 0 || value === '0' ? undefined : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
const optionalStatus = ({ value }: { value: unknown }) => (value === '' || value === null || value === undefined ? undefined : typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value);

/** `POST /api/submit-problem-judge` (01 §7): the tsv's fields plus the captcha when one is asked for. */
export class SubmitBody {
  @Type(() => Number) @IsInt({ message: 'problem.pidRequired' }) @Min(1, { message: 'problem.pidRequired' }) @Max(ID_MAX, { message: 'problem.pidRequired' })
  pid!: number;

  @IsString({ message: 'submission.languageRequired' }) @MaxLength(64, { message: 'submission.languageRequired' })
  language!: string;

  // the length rule is checked after trimming in the use case, with the spec's words; this only caps the body
  @IsString({ message: 'submission.codeEmpty' }) @MaxLength(CODE_MAX_LENGTH * 4, { message: 'submission.codeTooLong' })
  code!: string;

  @IsOptional() @Transform(contextId) @IsInt() @Min(1)
  cid?: number;

  @IsOptional() @Transform(contextId) @IsInt() @Min(1)
  tid?: number;

  @IsOptional() @Transform(contextId) @IsInt() @Min(1)
  gid?: number;

  @IsOptional() @Transform(flag) @IsBoolean()
  isRemote?: boolean;

  @IsOptional() @IsString() @MaxLength(16)
  captcha?: string;

  @IsOptional() @IsString() @MaxLength(64)
  captchaKey?: string;
}

export class SubmitIdQuery {
  @Type(() => Number) @IsInt({ message: 'submission.submitIdRequired' }) @Min(1, { message: 'submission.submitIdRequired' }) @Max(ID_MAX, { message: 'submission.submitIdRequired' })
  submitId!: number;
}

/** `GET /api/get-submission-list` (01 §2 /status). */
export class SubmissionListQuery {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1)
  currentPage?: number;

  @IsOptional() @Type(() => Number) @IsInt() @Min(1)
  limit?: number;

  @IsOptional() @Transform(flag) @IsBoolean()
  onlyMine?: boolean;

  @IsOptional() @Transform(optionalStatus) @IsInt({ message: 'submission.statusInvalid' })
  status?: number;

  @IsOptional() @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value)) @IsString() @MaxLength(255)
  username?: string;

  @IsOptional() @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value)) @IsString() @MaxLength(255)
  problemID?: string;

  @IsOptional() @Transform(flag) @IsBoolean()
  completeProblemID?: boolean;

  @IsOptional() @Transform(contextId) @IsInt() @Min(1)
  gid?: number;
}

/** `POST /api/check-submissions-status`. */
export class CheckStatusBody {
  @IsArray({ message: 'submission.submitIdsInvalid' }) @ArrayMaxSize(STATUS_CHECK_MAX, { message: 'submission.submitIdsInvalid' })
  @Type(() => Number) @IsInt({ each: true, message: 'submission.submitIdsInvalid' }) @Min(1, { each: true, message: 'submission.submitIdsInvalid' }) @Max(ID_MAX, { each: true, message: 'submission.submitIdsInvalid' })
  submitIds!: number[];

  @IsOptional() @Transform(contextId) @IsInt() @Min(1)
  cid?: number;
}

/** `PUT /api/submission`: the tsv sends the whole row; only submitId and share are read (01 §4). */
export class ShareBody {
  @Type(() => Number) @IsInt({ message: 'submission.submitIdRequired' }) @Min(1, { message: 'submission.submitIdRequired' }) @Max(ID_MAX, { message: 'submission.submitIdRequired' })
  submitId!: number;

  @Transform(flag) @IsBoolean({ message: 'submission.shareRequired' })
  share!: boolean;
}

/** `GET /api/get-last-ac-code`: the tsv names pid and cid (the spec's client also sends problemId / contestId). */
export class LastAcCodeQuery {
  @Type(() => Number) @IsInt({ message: 'problem.pidRequired' }) @Min(1, { message: 'problem.pidRequired' }) @Max(ID_MAX, { message: 'problem.pidRequired' })
  pid!: number;

  @IsOptional() @Transform(contextId) @IsInt() @Min(1)
  cid?: number;
}

/** `POST /api/submit-problem-test-judge` (01 §4 test run). */
export class TestJudgeBody {
  @Type(() => Number) @IsInt({ message: 'problem.pidRequired' }) @Min(1, { message: 'problem.pidRequired' }) @Max(ID_MAX, { message: 'problem.pidRequired' })
  pid!: number;

  @IsOptional() @IsIn(['public', 'contest', 'group'])
  type?: string;

  @IsString({ message: 'submission.codeEmpty' }) @MaxLength(CODE_MAX_LENGTH * 4, { message: 'submission.codeTooLong' })
  code!: string;

  @IsString({ message: 'submission.languageRequired' }) @MaxLength(64)
  language!: string;

  @IsOptional() @IsString() @MaxLength(TEST_INPUT_MAX_LENGTH, { message: 'submission.testInputTooLong' })
  userInput?: string;

  @IsOptional() @IsString() @MaxLength(TEST_INPUT_MAX_LENGTH * 10, { message: 'submission.expectedOutputTooLong' })
  expectedOutput?: string;

  @IsOptional() @Transform(flag) @IsBoolean()
  isRemoteJudge?: boolean;

  @IsOptional() @IsString() @MaxLength(32)
  mode?: string;

  /** type 'contest': the contest the run is made in (its plugin's submission context decides). */
  @IsOptional() @Transform(contextId) @IsInt() @Min(1)
  cid?: number;
}

export class TestJudgeResultQuery {
  @IsString({ message: 'submission.testJudgeKeyRequired' }) @MaxLength(64, { message: 'submission.testJudgeKeyRequired' })
  testJudgeKey!: string;
}

/** The statuses a super admin may set by hand (01 §4): not the in-progress ones, not CE, not Cancelled. */
export const MANUAL_STATUSES: readonly number[] = [
  JudgeStatus.ACCEPTED, JudgeStatus.WRONG_ANSWER, JudgeStatus.PRESENTATION_ERROR, JudgeStatus.TIME_LIMIT_EXCEEDED,
  JudgeStatus.MEMORY_LIMIT_EXCEEDED, JudgeStatus.RUNTIME_ERROR, JudgeStatus.SYSTEM_ERROR, JudgeStatus.PARTIAL_ACCEPTED, JudgeStatus.SUBMITTED_FAILED,
];

/** `GET /api/admin/judge/manual-judge`. */
export class ManualJudgeQuery {
  @Type(() => Number) @IsInt({ message: 'submission.submitIdRequired' }) @Min(1, { message: 'submission.submitIdRequired' }) @Max(ID_MAX, { message: 'submission.submitIdRequired' })
  submitId!: number;

  @Type(() => Number) @IsIn(MANUAL_STATUSES as number[], { message: 'submission.manualStatusInvalid' })
  status!: number;

  @IsOptional() @Type(() => Number) @IsInt({ message: 'submission.scoreInvalid' }) @Min(0, { message: 'submission.scoreInvalid' }) @Max(1_000_000, { message: 'submission.scoreInvalid' })
  score?: number;
}
