import { Forbidden, inject, injectable, type ServiceGetter, type SessionUser } from '@oj/core';
import { ContestAccess } from '../contest-access';
import type { Contest } from '../contest.model';

/** Who may use the contest admins' live tools (02 §2, §6): AC info, print admin, scroll board. */
@injectable()
export class LiveAccess {
  constructor(@inject(ContestAccess) private readonly access: ContestAccess) {}

  /** The contest if the user administers it (author, super admin, group root); 403 otherwise, 404 when hidden from them. */
  async contestAdmin(cid: number, user: SessionUser, get: ServiceGetter, options: { acmOnly?: boolean } = {}): Promise<Contest> {
    const { contest, admin } = await this.access.visible(cid, user, get);
    if (!admin) throw new Forbidden('contest.live.adminOnly');
    if (options.acmOnly && contest.type !== 0) throw new Forbidden('contest.live.acmOnly');
    return contest;
  }
}
