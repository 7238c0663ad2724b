import type { ServiceIdentifier } from 'inversify';
import type { Page, PageRequest } from '../shared/paging';
import type { DeliveredSysNotice, SysNotice, SysNoticeType } from './sys-notice.model';

export interface SysNoticeInput {
  title: string;
  content: string;
  type: SysNoticeType;
  recipientId: string | null;
}

/** Who a push delivers to: the role ids that count as admins for type Admin. */
export interface SysNoticeAudience {
  adminRoleIds: readonly number[];
}

/** What one push delivered. */
export interface PushedSysNotice {
  id: number;
  recipients: number;
}

/** System notices and their per-user deliveries; lists are paged in the database, newest first. */
export interface SysNoticeRepository {
  page(request: PageRequest, filter: { type?: SysNoticeType }): Promise<Page<SysNotice>>;
  find(id: number): Promise<SysNotice | undefined>;
  create(adminId: string, input: SysNoticeInput): Promise<SysNotice>;
  /** Undefined when there is no such notice, or when `unpushedOnly` and it has been pushed meanwhile. */
  update(id: number, input: Partial<SysNoticeInput>, options?: { unpushedOnly?: boolean }): Promise<SysNotice | undefined>;
  /** Deletes the notice and its deliveries. */
  delete(id: number): Promise<boolean>;
  /**
   * Delivers every notice not pushed yet, in one transaction: one delivery row per recipient (active
   * accounts for All and Admin; the designated user for Single), then sets its pushed flag. Several
   * processes may run it at once: each notice is delivered once.
   */
  pushPending(audience: SysNoticeAudience): Promise<PushedSysNotice[]>;
  /** The notices delivered to one user, newest first. */
  pageDelivered(uid: string, request: PageRequest): Promise<Page<DeliveredSysNotice>>;
}

export const SYS_NOTICE_REPOSITORY: ServiceIdentifier<SysNoticeRepository> = Symbol.for('oj.SysNoticeRepository');
