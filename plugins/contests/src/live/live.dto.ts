import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';

const ID_MAX = Number.MAX_SAFE_INTEGER;
/** A query flag: 'true' / 'false' as sent (implicit conversion would read 'false' as true). */
const flag = ({ obj, key }: { obj: Record<string, unknown>; key: string }) => {
  const raw = obj[key];
  return raw === 'true' || raw === true || raw === '1' ? true : raw === 'false' || raw === false || raw === '0' ? false : raw;
};

export class LiveCidQuery {
  @Type(() => Number) @IsInt({ message: 'contest.notFound' }) @Min(1, { message: 'contest.notFound' }) @Max(ID_MAX, { message: 'contest.notFound' })
  cid!: number;
}

/** `GET get-contest-ac-info` / `get-contest-print`: cid, currentPage?, limit? (20 / 15 by default). */
export class LivePageQuery extends LiveCidQuery {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(1_000_000)
  currentPage?: number;

  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(300)
  limit?: number;
}

/** `PUT check-contest-ac-info`: body id (the accepted submission), cid, checked. */
export class CheckAcInfoBody extends LiveCidQuery {
  @Type(() => Number) @IsInt({ message: 'contest.acInfo.notFound' }) @Min(1, { message: 'contest.acInfo.notFound' }) @Max(ID_MAX, { message: 'contest.acInfo.notFound' })
  id!: number;

  @Transform(flag) @IsBoolean()
  checked!: boolean;
}

/** `POST submit-print-text`: body cid, content (the length rules are the service's: 02 §5 messages). */
export class SubmitPrintBody extends LiveCidQuery {
  @IsOptional() @IsString({ message: 'contest.print.contentRequired' })
  content?: string;
}

/** `PUT check-contest-print-status?id&cid`. */
export class CheckPrintQuery extends LiveCidQuery {
  @Type(() => Number) @IsInt({ message: 'contest.print.notFound' }) @Min(1, { message: 'contest.print.notFound' }) @Max(ID_MAX, { message: 'contest.print.notFound' })
  id!: number;
}

/** `GET /api/file/download-contest-print-text?id`. */
export class PrintIdQuery {
  @Type(() => Number) @IsInt({ message: 'contest.print.notFound' }) @Min(1, { message: 'contest.print.notFound' }) @Max(ID_MAX, { message: 'contest.print.notFound' })
  id!: number;
}

/** `GET get-contest-scroll-board-submission?cid&removeStar`. */
export class ScrollBoardSubmissionQuery extends LiveCidQuery {
  @IsOptional() @Transform(flag) @IsIn([true, false])
  removeStar?: boolean;
}
