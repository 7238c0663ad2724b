import { ApplyPublic, CompileCheckerBody, ProblemFormFields, ProblemIdQuery, ProblemSaveBody, type ProblemAuthCode } from '@oj/core';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsObject, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';

const ID_MAX = Number.MAX_SAFE_INTEGER;
const flag = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

/** `?gid=`: the group a call is about. */
export class GidQuery {
  @Type(() => Number) @IsInt({ message: 'groupProblem.groupNotFound' }) @Min(1, { message: 'groupProblem.groupNotFound' }) @Max(ID_MAX, { message: 'groupProblem.groupNotFound' })
  gid!: number;
}

/** `group/get-problem-list` and `get-admin-problem-list`: page, limit, gid (admins: keyword too). */
export class GroupProblemListQuery extends GidQuery {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(300)
  limit?: number;

  @IsOptional() @Type(() => Number) @IsInt() @Min(1)
  currentPage?: number;

  @IsOptional() @IsString() @MaxLength(255)
  keyword?: string;
}

/** The core's problem form with the group it is saved in (`problem.gid`, as HOJ sends it). */
export class GroupProblemFormFields extends ProblemFormFields {
  @IsOptional() @Type(() => Number) @IsInt({ message: 'groupProblem.groupNotFound' }) @Min(1, { message: 'groupProblem.groupNotFound' })
  gid?: number;
}

/** `POST`/`PUT group/problem`: the core's problem save body; `problem.problemId` is the part after the group's short name. */
export class GroupProblemSaveBody extends ProblemSaveBody {
  @IsObject({ message: 'problem.fieldRequired' }) @ValidateNested() @Type(() => GroupProblemFormFields)
  declare problem: GroupProblemFormFields;
}

/** `compile-spj` / `compile-interactive` of a group: the core's body, the group in `?gid=`. */
export { CompileCheckerBody as GroupCompileBody };

/** `PUT group/change-problem-auth?pid=&auth=`: 1 public (in the group), 2 private, 3 contest. */
export class GroupProblemAuthQuery extends ProblemIdQuery {
  @Type(() => Number) @IsIn([1, 2, 3], { message: 'problem.authInvalid' })
  auth!: ProblemAuthCode;
}

/** `PUT group/apply-public?pid=&isApplied=`: apply for the public bank (true) or cancel the application (false). */
export class ApplyPublicQuery extends ProblemIdQuery {
  @Transform(({ obj }: { obj: Record<string, unknown> }) => flag({ value: obj.isApplied })) @IsBoolean({ message: 'groupProblem.isAppliedInvalid' })
  isApplied!: boolean;
}

/** `GET admin/group-problem/list`: the group problems with an application, by page; keyword, gid. */
export class ExamineListQuery {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(300)
  limit?: number;

  @IsOptional() @Type(() => Number) @IsInt() @Min(1)
  currentPage?: number;

  @IsOptional() @IsString() @MaxLength(255)
  keyword?: string;

  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(ID_MAX)
  gid?: number;
}

/** `PUT admin/group-problem/change-progress`: pid and progress 2 (made public) or 3 (refused); 1 puts it back to applying. */
export class ChangeProgressBody {
  @Type(() => Number) @IsInt({ message: 'problem.notFound' }) @Min(1, { message: 'problem.notFound' }) @Max(ID_MAX, { message: 'problem.notFound' })
  pid!: number;

  @Type(() => Number) @IsIn([ApplyPublic.APPLYING, ApplyPublic.PUBLIC, ApplyPublic.REFUSED], { message: 'groupProblem.progressInvalid' })
  progress!: 1 | 2 | 3;
}
