/** The admin user routes (api-calls.tsv) and the rows they answer. */
export const USER_API = {
  list: '/api/admin/user/get-user-list',
  edit: '/api/admin/user/edit-user',
  delete: '/api/admin/user/delete-user',
  insertBatch: '/api/admin/user/insert-batch-user',
  generate: '/api/admin/user/generate-user',
  generatedFile: '/api/file/generate-user-excel',
} as const;

/** Role ids of 01 §3, in the order the role select lists them. */
export const ROLE_IDS = [1000, 1001, 1008, 1002, 1003, 1004, 1005, 1006, 1007] as const;
export const UserStatus = { NORMAL: 0, DISABLED: 1 } as const;
/** 01 §5: a password the admin sets is 6 to 20 characters. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
export const USERNAME_MAX = 20;
/** 03 §5, §9: generated passwords are 6 to 25 characters. */
export const GENERATED_PASSWORD_MIN = 6;
export const GENERATED_PASSWORD_MAX = 25;

export interface AdminUserRow {
  uid: string;
  username: string;
  realname: string;
  email: string;
  nickname: string;
  school: string;
  roles: string[];
  /** The role id (1000–1008). */
  type: number | null;
  status: number;
  titleName: string;
  titleColor: string;
  gmtCreate: string;
}

export interface UserPage {
  records: AdminUserRow[];
  total: number;
  current: number;
  size: number;
}
