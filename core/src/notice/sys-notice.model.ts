/**
 * Who receives a system notice (03 §3): every user, one designated user, or the admins (the roles that
 * open the admin area).
 */
export const SysNoticeType = { ALL: 'All', SINGLE: 'Single', ADMIN: 'Admin' } as const;
export type SysNoticeType = (typeof SysNoticeType)[keyof typeof SysNoticeType];
export const SYS_NOTICE_TYPES: readonly SysNoticeType[] = Object.values(SysNoticeType);

/** A system notice as the admin page shows it; `state` is the pushed flag (true once delivered). */
export interface SysNotice {
  id: number;
  title: string;
  content: string;
  type: SysNoticeType;
  /** The designated user's uid (type Single), else null. */
  recipientId: string | null;
  recipientUsername: string | null;
  state: boolean;
  /** The admin who wrote it (null once that account is gone). */
  adminId: string | null;
  adminUsername: string | null;
  gmtCreate: Date;
  gmtModified: Date;
}

/** A notice as delivered to one user (the message centre's 'sys' tab); `state` is the read flag. */
export interface DeliveredSysNotice {
  id: number;
  sysNoticeId: number;
  title: string;
  content: string;
  state: boolean;
  gmtCreate: Date;
}

/** Form limits of a notice (the columns' sizes). */
export const SYS_NOTICE_TITLE_MAX = 255;
export const SYS_NOTICE_CONTENT_MAX = 65535;
/** Notices are pushed once an hour (01 §9). */
export const SYS_NOTICE_PUSH_PERIOD_MS = 60 * 60 * 1000;
