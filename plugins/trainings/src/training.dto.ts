import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsObject, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { MAX_PAGE_SIZE, REMOTE_JUDGE_KEYS } from '@oj/core';
import { TRAINING_AUTHS, TRAINING_LIMITS, type TrainingAuthName } from './training.model';

const ID_MAX = Number.MAX_SAFE_INTEGER;
/** Filters the page sends as 'All' or empty when nothing is chosen. */
const unlessAll = ({ value }: { value: unknown }) => (value === '' || (typeof value === 'string' && value.trim().toUpperCase() === 'ALL') ? undefined : value);
/** A query flag: 'true' / 'false' as sent (implicit conversion would read 'false' as true). */
const flag = ({ obj, key }: { obj: Record<string, unknown>; key: string }) => {
  const raw = obj[key];
  return raw === 'true' || raw === true || raw === '1' ? true : raw === 'false' || raw === false || raw === '0' ? false : raw;
};

class Paged {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1)
  currentPage?: number;

  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(MAX_PAGE_SIZE)
  limit?: number;
}

/** `GET /api/get-training-list` (02 §2: keyword, categoryId, auth, currentPage; 15 a page). */
export class TrainingListQuery extends Paged {
  @IsOptional() @IsString() @MaxLength(TRAINING_LIMITS.titleMax)
  keyword?: string;

  @IsOptional() @Transform(unlessAll) @Type(() => Number) @IsInt() @Min(1) @Max(ID_MAX)
  categoryId?: number;

  @IsOptional() @Transform(unlessAll) @IsIn(TRAINING_AUTHS, { message: 'training.authInvalid' })
  auth?: TrainingAuthName;
}

/** Calls about one training (`tid`). */
export class TidQuery {
  @Type(() => Number) @IsInt({ message: 'training.notFound' }) @Min(1, { message: 'training.notFound' }) @Max(ID_MAX, { message: 'training.notFound' })
  tid!: number;
}

/** `POST /api/register-training`. */
export class RegisterTrainingBody {
  @Type(() => Number) @IsInt({ message: 'training.notFound' }) @Min(1, { message: 'training.notFound' }) @Max(ID_MAX, { message: 'training.notFound' })
  tid!: number;

  @IsOptional() @IsString({ message: 'training.passwordRequired' }) @MaxLength(TRAINING_LIMITS.passwordMax, { message: 'training.passwordWrong' })
  password?: string;
}

/** `GET /api/get-training-rank` (30 a page). */
export class TrainingRankQuery extends Paged {
  @Type(() => Number) @IsInt({ message: 'training.notFound' }) @Min(1, { message: 'training.notFound' }) @Max(ID_MAX, { message: 'training.notFound' })
  tid!: number;

  @IsOptional() @IsString() @MaxLength(100)
  keyword?: string;
}

/** `GET /api/admin/training/get-training-list` (10 a page). */
export class AdminTrainingListQuery extends Paged {
  @IsOptional() @IsString() @MaxLength(TRAINING_LIMITS.titleMax)
  keyword?: string;
}

/** `POST` / `PUT /api/admin/training`: the training and its category (`trainingCategory.id`); the fields are checked by training.rules. */
export class TrainingSaveBody {
  @IsObject({ message: 'training.fieldRequired' })
  training!: Record<string, unknown>;

  @IsOptional() @IsObject()
  trainingCategory?: Record<string, unknown>;
}

/** `PUT /api/admin/training/change-training-status` (tid, author, status). */
export class ChangeTrainingStatusQuery {
  @Type(() => Number) @IsInt({ message: 'training.notFound' }) @Min(1, { message: 'training.notFound' }) @Max(ID_MAX, { message: 'training.notFound' })
  tid!: number;

  @IsOptional() @IsString()
  author?: string;

  @Transform(flag) @IsIn([true, false], { message: 'training.fieldRequired' })
  status!: boolean;
}

/** `GET /api/admin/training/get-problem-list`: the training's problems (queryExisted) or the public ones not in it yet. */
export class AdminTrainingProblemQuery extends Paged {
  @Type(() => Number) @IsInt({ message: 'training.notFound' }) @Min(1, { message: 'training.notFound' }) @Max(ID_MAX, { message: 'training.notFound' })
  tid!: number;

  @IsOptional() @IsString() @MaxLength(TRAINING_LIMITS.titleMax)
  keyword?: string;

  @IsOptional() @Transform(flag) @IsIn([true, false])
  queryExisted?: boolean;
}

/** `DELETE /api/admin/training/problem` (pid, tid): removes the problem from the training only. */
export class TrainingProblemQuery {
  @Type(() => Number) @IsInt({ message: 'training.problemNotFound' }) @Min(1, { message: 'training.problemNotFound' }) @Max(ID_MAX, { message: 'training.problemNotFound' })
  pid!: number;

  @Type(() => Number) @IsInt({ message: 'training.notFound' }) @Min(1, { message: 'training.notFound' }) @Max(ID_MAX, { message: 'training.notFound' })
  tid!: number;
}

/** `POST /api/admin/training/add-problem-from-public` (pid, tid, displayId). */
export class AddTrainingProblemBody {
  @Type(() => Number) @IsInt({ message: 'training.problemNotFound' }) @Min(1, { message: 'training.problemNotFound' }) @Max(ID_MAX, { message: 'training.problemNotFound' })
  pid!: number;

  @Type(() => Number) @IsInt({ message: 'training.notFound' }) @Min(1, { message: 'training.notFound' }) @Max(ID_MAX, { message: 'training.notFound' })
  tid!: number;

  @IsOptional() @IsString() @MaxLength(255)
  displayId?: string;
}

/** `PUT /api/admin/training/problem` (id, tid, pid, displayId, rank): changes the problem's place in the training. */
export class UpdateTrainingProblemBody extends AddTrainingProblemBody {
  @IsOptional() @Type(() => Number) @IsInt()
  id?: number;

  @Type(() => Number) @IsInt({ message: 'training.rankOutOfRange' }) @Min(TRAINING_LIMITS.rankMin, { message: 'training.rankOutOfRange' }) @Max(TRAINING_LIMITS.rankMax, { message: 'training.rankOutOfRange' })
  rank!: number;
}

/** `POST` / `PUT /api/admin/training/category` (id, name, color, gid). */
export class TrainingCategoryBody {
  @IsOptional() @Type(() => Number) @IsInt({ message: 'training.categoryNotFound' }) @Min(1, { message: 'training.categoryNotFound' }) @Max(ID_MAX, { message: 'training.categoryNotFound' })
  id?: number;

  @IsString({ message: 'training.fieldRequired' }) @MaxLength(TRAINING_LIMITS.categoryNameMax, { message: 'training.fieldTooLong' })
  name!: string;

  @IsOptional() @IsString({ message: 'training.colorInvalid' }) @MaxLength(TRAINING_LIMITS.colorMax, { message: 'training.colorInvalid' })
  color?: string;
}

/** `DELETE /api/admin/training/category` (cid). */
export class CategoryIdQuery {
  @Type(() => Number) @IsInt({ message: 'training.categoryNotFound' }) @Min(1, { message: 'training.categoryNotFound' }) @Max(ID_MAX, { message: 'training.categoryNotFound' })
  cid!: number;
}

/** `GET /api/admin/training/import-remote-oj-problem` (name, problemId, tid): a remote judge's problem into the training. */
export class ImportRemoteProblemQuery {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsIn(REMOTE_JUDGE_KEYS, { message: 'training.remoteJudgeUnknown' })
  name!: (typeof REMOTE_JUDGE_KEYS)[number];

  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'training.remoteProblemIdRequired' }) @MinLength(1, { message: 'training.remoteProblemIdRequired' }) @MaxLength(100, { message: 'training.remoteProblemIdRequired' })
  problemId!: string;

  @Type(() => Number) @IsInt({ message: 'training.notFound' }) @Min(1, { message: 'training.notFound' }) @Max(ID_MAX, { message: 'training.notFound' })
  tid!: number;
}

/** `GET /api/group/get-training-list`, `get-admin-training-list` (gid; 10 a page). */
export class GroupTrainingListQuery extends Paged {
  @Type(() => Number) @IsInt({ message: 'training.groupNotFound' }) @Min(1, { message: 'training.groupNotFound' }) @Max(ID_MAX, { message: 'training.groupNotFound' })
  gid!: number;
}

/** `GET /api/get-training-category?gid=`: the group's categories beside the site's. */
export class TrainingCategoryQuery {
  @IsOptional() @Transform(unlessAll) @Type(() => Number) @IsInt({ message: 'training.groupNotFound' }) @Min(1, { message: 'training.groupNotFound' }) @Max(ID_MAX, { message: 'training.groupNotFound' })
  gid?: number;
}

/** `POST /api/group/add-training-problem-from-group` (problemId, tid as query parameters): a problem of the training's group by its display id. */
export class AddGroupTrainingProblemQuery {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'training.groupProblemIdRequired' }) @MinLength(1, { message: 'training.groupProblemIdRequired' }) @MaxLength(255, { message: 'training.groupProblemNotFound' })
  problemId!: string;

  @Type(() => Number) @IsInt({ message: 'training.notFound' }) @Min(1, { message: 'training.notFound' }) @Max(ID_MAX, { message: 'training.notFound' })
  tid!: number;
}
