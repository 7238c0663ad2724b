import { EntitySchema } from '@mikro-orm/postgresql';

/** A row of `user_session`: the token's hash, never the token. */
export class SessionRecord {
  tokenHash!: string;
  uid!: string;
  ip!: string;
  userAgent!: string;
  createdAt!: Date;
  issuedAt!: Date;
  expiresAt!: Date;
}

export const SessionSchema = new EntitySchema<SessionRecord>({
  class: SessionRecord,
  tableName: 'user_session',
  properties: {
    tokenHash: { type: 'string', primary: true },
    uid: { type: 'string' },
    ip: { type: 'string' },
    userAgent: { type: 'string' },
    createdAt: { type: 'datetime' },
    issuedAt: { type: 'datetime' },
    expiresAt: { type: 'datetime' },
  },
});
