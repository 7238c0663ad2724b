/** A group's auth (03 §3): who may join and how. */
export const GroupAuth = { PUBLIC: 1, PROTECTED: 2, PRIVATE: 3 } as const;
export type GroupAuthValue = (typeof GroupAuth)[keyof typeof GroupAuth];
export const GROUP_AUTHS: readonly number[] = [GroupAuth.PUBLIC, GroupAuth.PROTECTED, GroupAuth.PRIVATE];

/** A member row's auth (03 §3): 1 applying, 2 refused, 3 general member, 4 group admin, 5 group root (the owner). */
export const MemberAuth = { APPLYING: 1, REFUSED: 2, MEMBER: 3, ADMIN: 4, ROOT: 5 } as const;
export type MemberAuthValue = (typeof MemberAuth)[keyof typeof MemberAuth];

/** A group's status: 0 normal, 1 banned (only the super admin sees a banned group). */
export const GroupStatus = { NORMAL: 0, BANNED: 1 } as const;

/** The one rule every group-scoped feature uses (CONTRACT "Group roles"). */
export type GroupRole = 'root' | 'admin' | 'member';

/** 03 §5 and §9: the group form, the application and the lists. */
export const GROUP_LIMITS = {
  nameMin: 5,
  nameMax: 25,
  shortNameMin: 5,
  shortNameMax: 10,
  briefMin: 5,
  briefMax: 50,
  descriptionMin: 5,
  descriptionMax: 1000,
  codeLength: 6,
  reasonMin: 5,
  reasonMax: 100,
  /** Group list: default 15, the page offers 9, 15, 30, 60, 120. */
  listPageSize: 15,
  listPageSizes: [9, 15, 30, 60, 120] as readonly number[],
  /** The Home tab's announcements. */
  announcementPageSize: 5,
  /** Member, apply and admin lists. */
  adminPageSize: 10,
  /** 03 §5 Avatar. */
  avatarMaxBytes: 2 * 1024 * 1024,
  avatarTypes: ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp'] as readonly string[],
  announcementTitleMax: 255,
  announcementContentMax: 65535,
} as const;

/** A group as stored (group_info). */
export interface Group {
  id: number;
  avatar: string | null;
  name: string;
  shortName: string;
  brief: string;
  description: string;
  owner: string;
  uid: string;
  auth: number;
  code: string | null;
  status: number;
  visible: boolean;
  gmtCreate: string;
  gmtModified: string;
}

/** The fields of the create and setting forms (03 §5). */
export interface GroupDraft {
  name: string;
  shortName: string;
  brief: string;
  description: string;
  auth: number;
  code: string | null;
  visible: boolean;
}

/** A member row with the user's public fields (03 §3 Group member). */
export interface GroupMember {
  id: number;
  gid: number;
  uid: string;
  username: string;
  nickname: string;
  avatar: string;
  auth: number;
  reason: string | null;
  gmtCreate: string;
  gmtModified: string;
}

/** A group announcement (the core's announcement row with a gid). */
export interface GroupAnnouncement {
  id: number;
  title: string;
  content: string;
  uid: string;
  username: string;
  status: number;
  gid: number;
  gmtCreate: string;
  gmtModified: string;
}

/** The card of the list and the detail page: never the join code. */
export type GroupCard = Omit<Group, 'code'> & { memberCount: number };
