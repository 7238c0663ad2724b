import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import type { MessageBox } from './message.model';

/** `type` of DELETE /api/msg/clean as HOJ's client sends it (Discuss, Reply, Like, Sys, Mine), any case; `comment` too. */
const BOX_OF_TYPE: Readonly<Record<string, MessageBox>> = { discuss: 'comment', comment: 'comment', reply: 'reply', like: 'like', sys: 'sys', mine: 'mine' };
export const CLEAN_TYPES = Object.keys(BOX_OF_TYPE);

export function boxOfType(type: string): MessageBox {
  return BOX_OF_TYPE[type.toLowerCase()];
}

/** GET /api/msg/{comment,reply,like,sys,mine}: a page (6 or 8 by default). */
export class MessagePageQuery {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1)
  currentPage?: number;

  @IsOptional() @Type(() => Number) @IsInt() @Min(1)
  limit?: number;
}

/** DELETE /api/msg/clean: one message of a box (id), or the whole box. */
export class MessageCleanQuery {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsIn(CLEAN_TYPES, { message: 'msg.typeInvalid' })
  type!: string;

  @IsOptional() @Type(() => Number) @IsInt({ message: 'msg.notFound' }) @Min(1, { message: 'msg.notFound' }) @Max(Number.MAX_SAFE_INTEGER, { message: 'msg.notFound' })
  id?: number;
}
