import type { RoleName } from './roles';

export type Gender = 'male' | 'female' | 'secrecy';
export const GENDERS: readonly Gender[] = ['male', 'female', 'secrecy'];

/** Account status: 0 normal, 1 disabled (an admin can disable an account; it cannot sign in). */
export const UserStatus = { NORMAL: 0, DISABLED: 1 } as const;

/** The profile fields a user may change themselves (`change-userInfo`, 01 §5). */
export interface EditableProfile {
  nickname: string;
  gender: Gender;
  school: string;
  course: string;
  /** Markdown; sanitised when shown. */
  signature: string;
  github: string;
  blog: string;
  cfUsername: string;
  /** Student number. */
  number: string;
  realname: string;
  mobile: string;
}

/** A user account: identity, credentials, profile and roles, with the spec's field names. */
export interface User extends EditableProfile {
  uid: string;
  username: string;
  email: string;
  /** argon2id (or scrypt) hash; never leaves the server. */
  passwordHash: string;
  /** FileStore hash of the avatar image, or empty. */
  avatar: string;
  titleName: string;
  titleColor: string;
  status: number;
  roles: RoleName[];
  gmtCreate: Date;
  gmtModified: Date;
}

export const EMPTY_PROFILE: Readonly<EditableProfile> = Object.freeze({
  nickname: '',
  gender: 'secrecy',
  school: '',
  course: '',
  signature: '',
  github: '',
  blog: '',
  cfUsername: '',
  number: '',
  realname: '',
  mobile: '',
});

/** The user as the client sees themselves after login (`UserInfoVO` of the spec's client). */
export interface UserInfo extends EditableProfile {
  uid: string;
  username: string;
  email: string;
  avatar: string;
  titleName: string;
  titleColor: string;
  roleList: RoleName[];
}

/** Where avatars are served from (by FileStore hash). */
export const AVATAR_PATH = '/api/public/avatar/';

export function userInfoOf(user: User): UserInfo {
  return {
    uid: user.uid,
    username: user.username,
    email: user.email,
    avatar: user.avatar ? `${AVATAR_PATH}${user.avatar}` : '',
    titleName: user.titleName,
    titleColor: user.titleColor,
    roleList: [...user.roles],
    nickname: user.nickname,
    gender: user.gender,
    school: user.school,
    course: user.course,
    signature: user.signature,
    github: user.github,
    blog: user.blog,
    cfUsername: user.cfUsername,
    number: user.number,
    realname: user.realname,
    mobile: user.mobile,
  };
}
