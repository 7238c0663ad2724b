import { EntitySchema } from '@mikro-orm/postgresql';

/** A row of `user_info` (roles live in `user_role`). */
export class UserRecord {
  uid!: string;
  username!: string;
  email!: string;
  passwordHash!: string;
  nickname!: string;
  gender!: string;
  school!: string;
  course!: string;
  signature!: string;
  github!: string;
  blog!: string;
  cfUsername!: string;
  number!: string;
  realname!: string;
  mobile!: string;
  avatar!: string;
  titleName!: string;
  titleColor!: string;
  status!: number;
  gmtCreate!: Date;
  gmtModified!: Date;
}

export const UserSchema = new EntitySchema<UserRecord>({
  class: UserRecord,
  tableName: 'user_info',
  properties: {
    uid: { type: 'string', primary: true },
    username: { type: 'string' },
    email: { type: 'string' },
    passwordHash: { type: 'string' },
    nickname: { type: 'string' },
    gender: { type: 'string' },
    school: { type: 'string' },
    course: { type: 'string' },
    signature: { type: 'text' },
    github: { type: 'string' },
    blog: { type: 'string' },
    cfUsername: { type: 'string' },
    number: { type: 'string' },
    realname: { type: 'string' },
    mobile: { type: 'string' },
    avatar: { type: 'string' },
    titleName: { type: 'string' },
    titleColor: { type: 'string' },
    status: { type: 'smallint' },
    gmtCreate: { type: 'datetime' },
    gmtModified: { type: 'datetime' },
  },
});
