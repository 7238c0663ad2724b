import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { MAX_PAGE_SIZE } from '@oj/core';

const ID_MAX = 2147483647;
/** Text fields are checked by the rules with the spec's messages; this only bounds what reaches them. */
const TEXT_MAX = 200_000;
/** A query flag: 'true' / 'false' as sent (implicit conversion would read 'false' as true). */
const flag = ({ obj, key }: { obj: Record<string, unknown>; key: string }) => {
  const raw = obj[key];
  return raw === 'true' || raw === true || raw === '1' ? true : raw === 'false' || raw === false || raw === '0' ? false : raw;
};
/** Filters the page sends empty when nothing is chosen. */
const unlessEmpty = ({ value }: { value: unknown }) => (value === '' || value === null ? undefined : value);

class Paged {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1)
  currentPage?: number;

  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(MAX_PAGE_SIZE)
  limit?: number;
}

/** `GET /api/get-discussion-list` (02 §2: cid = category, pid = problem display id or training_<id>). */
export class DiscussionListQuery extends Paged {
  @IsOptional() @Transform(unlessEmpty) @Type(() => Number) @IsInt() @Min(1) @Max(ID_MAX)
  cid?: number;

  @IsOptional() @IsString() @MaxLength(300)
  pid?: string;

  @IsOptional() @Transform(flag) @IsBoolean()
  onlyMine?: boolean;

  @IsOptional() @IsString() @MaxLength(255)
  keyword?: string;

  @IsOptional() @Transform(flag) @IsBoolean()
  admin?: boolean;
}

export class DidQuery {
  @Type(() => Number) @IsInt({ message: 'discussions.notFound' }) @Min(1, { message: 'discussions.notFound' }) @Max(ID_MAX, { message: 'discussions.notFound' })
  did!: number;
}

/** `GET /api/discussion-like`. */
export class DiscussionLikeQuery extends DidQuery {
  @Transform(flag) @IsBoolean()
  toLike!: boolean;
}

/** `POST`/`PUT /api/discussion`: what the author controls; the other fields of the spec's body are the server's. */
export class DiscussionBody {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(ID_MAX)
  id?: number;

  @IsOptional() @Transform(unlessEmpty) @IsInt({ message: 'discussions.required.categoryId' }) @Min(1, { message: 'discussions.categoryNotFound' }) @Max(ID_MAX, { message: 'discussions.categoryNotFound' })
  categoryId?: number;

  @IsOptional() @IsString({ message: 'discussions.required.title' }) @MaxLength(TEXT_MAX, { message: 'discussions.tooLong.title' })
  title?: string;

  @IsOptional() @IsString({ message: 'discussions.required.description' }) @MaxLength(TEXT_MAX, { message: 'discussions.tooLong.description' })
  description?: string;

  @IsOptional() @IsString({ message: 'discussions.required.content' }) @MaxLength(TEXT_MAX, { message: 'discussions.tooLong.content' })
  content?: string;

  @IsOptional() @IsString() @MaxLength(300)
  pid?: string | null;

  @IsOptional() @IsInt() @Min(1) @Max(ID_MAX)
  gid?: number | null;

  @IsOptional() @IsBoolean()
  topPriority?: boolean;
}

/** `POST /api/discussion-report` (reporter is the signed-in user, whatever the body says). */
export class ReportBody {
  @Type(() => Number) @IsInt({ message: 'discussions.notFound' }) @Min(1, { message: 'discussions.notFound' }) @Max(ID_MAX, { message: 'discussions.notFound' })
  did!: number;

  @IsOptional() @IsString({ message: 'discussions.reportEmpty' }) @MaxLength(2000, { message: 'discussions.reportTooLong' })
  content?: string;
}

/** `GET /api/comments`: a discussion's (did) or a contest's Q&A (cid). */
export class CommentsQuery extends Paged {
  @IsOptional() @Transform(unlessEmpty) @Type(() => Number) @IsInt() @Min(1) @Max(ID_MAX)
  cid?: number;

  @IsOptional() @Transform(unlessEmpty) @Type(() => Number) @IsInt() @Min(1) @Max(ID_MAX)
  did?: number;
}

/** `POST`/`DELETE /api/comment`. */
export class CommentBody {
  @IsOptional() @IsInt() @Min(1) @Max(ID_MAX)
  id?: number;

  @IsOptional() @IsInt() @Min(1) @Max(ID_MAX)
  cid?: number | null;

  @IsOptional() @IsInt() @Min(1) @Max(ID_MAX)
  did?: number | null;

  @IsOptional() @IsString({ message: 'discussions.contentEmpty' }) @MaxLength(TEXT_MAX, { message: 'discussions.contentTooLong' })
  content?: string;
}

/** `GET /api/comment-like`: `cid` is the comment's id here (HOJ's name); sourceId/sourceType say where it lives. */
export class CommentLikeQuery {
  @Type(() => Number) @IsInt({ message: 'discussions.commentNotFound' }) @Min(1, { message: 'discussions.commentNotFound' }) @Max(ID_MAX, { message: 'discussions.commentNotFound' })
  cid!: number;

  @Transform(flag) @IsBoolean()
  toLike!: boolean;

  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(ID_MAX)
  sourceId?: number;

  @IsOptional() @IsIn(['Discussion', 'Contest'])
  sourceType?: string;
}

export class ReplyItem {
  @IsOptional() @IsInt() @Min(1) @Max(ID_MAX)
  id?: number;

  @IsOptional() @IsInt({ message: 'discussions.commentNotFound' }) @Min(1, { message: 'discussions.commentNotFound' }) @Max(ID_MAX, { message: 'discussions.commentNotFound' })
  commentId?: number;

  @IsOptional() @IsString({ message: 'discussions.contentEmpty' }) @MaxLength(TEXT_MAX, { message: 'discussions.contentTooLong' })
  content?: string;
}

/** `POST`/`DELETE /api/reply` (HOJ ReplyDTO). */
export class ReplyBody {
  // absent: the call answers 'The comment does not exist' / 'The reply does not exist'
  @IsOptional() @ValidateNested() @Type(() => ReplyItem)
  reply?: ReplyItem;

  @IsOptional() @IsInt() @Min(1) @Max(ID_MAX)
  did?: number | null;

  @IsOptional() @IsInt() @Min(1) @Max(ID_MAX)
  quoteId?: number | null;

  @IsOptional() @IsIn(['Comment', 'Reply', null])
  quoteType?: 'Comment' | 'Reply' | null;
}

/** `GET /api/reply`. */
export class ReplyQuery {
  @Type(() => Number) @IsInt({ message: 'discussions.commentNotFound' }) @Min(1, { message: 'discussions.commentNotFound' }) @Max(ID_MAX, { message: 'discussions.commentNotFound' })
  commentId!: number;

  @IsOptional() @Transform(unlessEmpty) @Type(() => Number) @IsInt() @Min(1) @Max(ID_MAX)
  cid?: number;
}

export class CategoryItem {
  @IsOptional() @IsInt() @Min(1) @Max(ID_MAX)
  id?: number;

  @IsOptional() @IsString({ message: 'discussions.categoryNameRequired' }) @MaxLength(1000, { message: 'discussions.categoryNameTooLong' })
  name?: string;
}

/** `POST /api/discussion-category`: the spec's List<Category>, sent as `{ categories: [...] }` (the site's bodies are objects). */
export class CategoryListBody {
  @IsArray({ message: 'discussions.categoriesInvalid' }) @ArrayMaxSize(100) @ValidateNested({ each: true }) @Type(() => CategoryItem)
  categories!: CategoryItem[];
}

/** `PUT /api/admin/discussion`: pin (topPriority) and hide/show (status 0 shown, 1 hidden). */
export class AdminDiscussionBody {
  @IsInt({ message: 'discussions.idRequired' }) @Min(1, { message: 'discussions.notFound' }) @Max(ID_MAX, { message: 'discussions.notFound' })
  id!: number;

  @IsOptional() @IsBoolean()
  topPriority?: boolean;

  @IsOptional() @IsIn([0, 1])
  status?: 0 | 1;
}

/** `DELETE /api/admin/discussion`: the spec's List<Integer>, sent as `{ ids: [...] }`. */
export class DiscussionIdsBody {
  @IsArray({ message: 'discussions.selectionEmpty' }) @ArrayMaxSize(1000) @IsInt({ each: true }) @Min(1, { each: true }) @Max(ID_MAX, { each: true })
  ids!: number[];
}

/** `PUT /api/admin/discussion-report`: handled (true) or not. */
export class ReportStateBody {
  @IsInt({ message: 'discussions.reportNotFound' }) @Min(1, { message: 'discussions.reportNotFound' }) @Max(ID_MAX, { message: 'discussions.reportNotFound' })
  id!: number;

  @IsBoolean()
  status!: boolean;
}

export class PagedQuery extends Paged {}

/** `GET /api/group/get-discussion-list` and `get-admin-discussion-list` (03 §7: page, limit, the group, a problem). */
export class GroupDiscussionListQuery extends Paged {
  @Type(() => Number) @IsInt({ message: 'discussions.groupRequired' }) @Min(1, { message: 'discussions.groupRequired' }) @Max(ID_MAX, { message: 'discussions.groupRequired' })
  gid!: number;

  @IsOptional() @IsString() @MaxLength(300)
  pid?: string;
}

/** `POST`/`PUT /api/group/discussion`: the discussion's fields, its group, and the group admins' hide/show. */
export class GroupDiscussionBody extends DiscussionBody {
  @IsOptional() @IsIn([0, 1])
  status?: 0 | 1;
}
