import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Min } from 'class-validator';

/** Outbox ids are the table's bigserial, sent as text. */
const OUTBOX_ID = /^[1-9]\d{0,17}$/;

/** `GET /api/admin/mail/outbox`: a page (10 by default). */
export class OutboxListQuery {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1)
  currentPage?: number;

  @IsOptional() @Type(() => Number) @IsInt() @Min(1)
  limit?: number;
}

/** `GET /api/admin/mail/outbox/detail?id=`. */
export class OutboxIdQuery {
  @IsString({ message: 'mail.outboxNotFound' }) @Matches(OUTBOX_ID, { message: 'mail.outboxNotFound' })
  id!: string;
}

/** `POST /api/admin/mail/outbox/resend`: `{id}` (a number or its text). */
export class OutboxResendBody {
  @Type(() => String) @IsString({ message: 'mail.outboxNotFound' }) @Matches(OUTBOX_ID, { message: 'mail.outboxNotFound' })
  id!: string;
}
