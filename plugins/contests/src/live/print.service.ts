import { CLOCK, FileDownload, Forbidden, inject, injectable, NotFound, pageRequest, ValidationError, type Clock, type Page, type ServiceGetter, type SessionUser } from '@oj/core';
import { ContestAccess } from '../contest-access';
import { ContestStatus } from '../contest.model';
import { LiveAccess } from './live-access';
import { LIVE_LIMITS, printTextRefusal } from './live.rules';
import { ContestPrintRepository, type PrintRecord } from './print.repository';

/**
 * Contest printing (02 §2 ContestPrint / ContestAdminPrint, §5, §6): a participant sends text while the
 * contest runs and it has openPrint; the contest's admins list the jobs (not printed first), download one as
 * a text file and mark it printed (OK).
 */
@injectable()
export class ContestPrintService {
  constructor(
    @inject(ContestAccess) private readonly access: ContestAccess,
    @inject(LiveAccess) private readonly live: LiveAccess,
    @inject(ContestPrintRepository) private readonly prints: ContestPrintRepository,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** `submit-print-text`: anyone who may enter the contest, while it has openPrint and has not ended (admins any time). */
  async submit(input: { cid: number; content?: string }, user: SessionUser, get: ServiceGetter): Promise<void> {
    const now = this.clock.now();
    const { contest, access } = await this.access.enter(input.cid, user, now, get);
    if (!contest.openPrint) throw new Forbidden('contest.print.closed');
    if (!access.admin && access.status === ContestStatus.ENDED) throw new Forbidden('contest.ended');
    const refusal = printTextRefusal(input.content);
    if (refusal) throw new ValidationError(refusal);
    await this.prints.insert({ cid: contest.id, uid: user.uid, username: user.username, content: input.content as string });
  }

  /** `get-contest-print`: the contest's jobs for its admins, 15 a page. */
  async list(input: { cid: number; currentPage?: number; limit?: number }, user: SessionUser, get: ServiceGetter): Promise<Page<PrintRecord>> {
    const contest = await this.live.contestAdmin(input.cid, user, get);
    return this.prints.page(contest.id, pageRequest(input.currentPage, input.limit, LIVE_LIMITS.printPageSize));
  }

  /** `check-contest-print-status`: Not Printed becomes Printed (02 §4). */
  async markPrinted(input: { id: number; cid: number }, user: SessionUser, get: ServiceGetter): Promise<void> {
    const contest = await this.live.contestAdmin(input.cid, user, get);
    if (!(await this.prints.markPrinted(contest.id, input.id))) throw new NotFound('contest.print.notFound');
  }

  /** `download-contest-print-text?id`: the job as a UTF-8 text file, with who sent it and when on top for the printer. */
  async download(id: number, user: SessionUser, get: ServiceGetter): Promise<FileDownload> {
    const record = await this.prints.find(id);
    if (!record) throw new NotFound('contest.print.notFound');
    await this.live.contestAdmin(record.cid, user, get);
    const who = record.realname ? `${record.username} (${record.realname})` : record.username;
    const header = `${who} #${record.id} ${record.gmtCreate}\n${'-'.repeat(40)}\n`;
    const safeName = record.username.replace(/[^\w.-]+/g, '_');
    return new FileDownload(`contest_${record.cid}_print_${record.id}_${safeName}.txt`, 'text/plain; charset=utf-8', Buffer.from(header + record.content, 'utf8'));
  }
}
