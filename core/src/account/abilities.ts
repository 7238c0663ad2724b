import { AbilityBuilder, createMongoAbility, type MongoAbility } from '@casl/ability';
import type { SessionUser } from './session-user';

export type AppAction = 'manage' | 'read' | 'create' | 'update' | 'delete' | 'submit' | 'enter';
/** Subjects are feature names (`Admin`, `Submission`, ...); features add their own. */
export type AppSubject = string;
export type AppAbility = MongoAbility<[AppAction, AppSubject]>;

/** A permission rule declared as data, with the sentence an admin reads. */
export interface AbilityRule {
  id: string;
  description: string;
  /** Adds this rule's grants for `user` (undefined = guest). */
  apply(builder: AbilityBuilder<AppAbility>, user: SessionUser | undefined): void;
}

/** Builds one request's ability from every rule registered (core's and the plugins'). */
export function buildAbility(rules: readonly AbilityRule[], user: SessionUser | undefined): AppAbility {
  const builder = new AbilityBuilder<AppAbility>(createMongoAbility);
  for (const rule of rules) rule.apply(builder, user);
  return builder.build();
}
