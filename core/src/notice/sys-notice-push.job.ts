import { inject, injectable } from 'inversify';
import { ADMIN_AREA_ROLES, roleByName } from '../account/roles';
import type { ScheduledJob } from '../jobs/scheduled-job';
import { SYS_NOTICE_PUSH_PERIOD_MS } from './sys-notice.model';
import { SYS_NOTICE_REPOSITORY, type PushedSysNotice, type SysNoticeRepository } from './sys-notice.repository';

/** Role ids whose holders receive notices of type Admin: the roles that open the admin area. */
const ADMIN_ROLE_IDS = ADMIN_AREA_ROLES.map((name) => roleByName(name)?.id).filter((id): id is number => id !== undefined);

/** The hourly push (01 §9): delivers every notice not pushed yet to its recipients' message centre. */
@injectable()
export class SysNoticePushJob implements ScheduledJob {
  readonly id = 'sys-notice.push';
  readonly periodMs = SYS_NOTICE_PUSH_PERIOD_MS;

  constructor(@inject(SYS_NOTICE_REPOSITORY) private readonly notices: SysNoticeRepository) {}

  runOnce(): Promise<PushedSysNotice[]> {
    return this.notices.pushPending({ adminRoleIds: ADMIN_ROLE_IDS });
  }
}
