import { AbilityBuilder, createMongoAbility } from '@casl/ability';
import type { Catalogue, Locale } from '../i18n/locale';
import type { AbilityRule, AppAbility } from './abilities';
import { ROLES, type RoleName } from './roles';

/** Rules of one owner (the core, or an enabled plugin by id) and the owner's strings for their descriptions. */
export interface AbilityRuleSource {
  owner: string;
  rules: readonly AbilityRule[];
  messages?: Partial<Catalogue>;
}

/** One permission a rule gives (or, `inverted`, takes away). */
export interface AbilityGrant {
  action: string;
  subject: string;
  /** A `cannot`: the rule takes the permission away. */
  inverted: boolean;
  /** The rule limits it to some records or fields (e.g. their own): the role alone does not say which. */
  conditional: boolean;
}

/** A rule as it applies to one role: which rule, whose, what it says, what it grants. */
export interface RoleAbility {
  rule: string;
  owner: string;
  description: string;
  grants: AbilityGrant[];
}

/** A role of 01 §3 with the rules that give it something, in the order the ability applies them. */
export interface RoleAbilities {
  id: number;
  role: RoleName;
  description: string;
  abilities: RoleAbility[];
}

const asList = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

/** What `rule` grants to a user holding only `role`: the rule is run on a builder of its own and its rules read back. */
function grantsOf(rule: AbilityRule, role: RoleName): AbilityGrant[] {
  const builder = new AbilityBuilder<AppAbility>(createMongoAbility);
  rule.apply(builder, { uid: '', username: '', roles: [role] });
  return builder.rules.flatMap((raw) =>
    asList(raw.action).flatMap((action) =>
      asList(raw.subject ?? 'all').map((subject) => ({
        action: String(action),
        subject: String(subject),
        inverted: Boolean(raw.inverted),
        conditional: raw.conditions !== undefined || raw.fields !== undefined,
      })),
    ),
  );
}

/**
 * The roles 1000–1008 and, for each, the declared rules that give or take something from a user with
 * only that role, read by running the rules themselves (so the list cannot drift from what the site
 * enforces). Descriptions come in `locale` from the owner's `ability.<rule id>` string, else the rule's
 * own. What depends on more than the role (group membership, authorship) shows as `conditional` or, when
 * a rule looks past the roles entirely, not at all: this is the roles' view, not one account's. A role's
 * description comes from `roleMessages` (`role.<id>.description`), else ROLES'.
 */
export function roleAbilities(sources: readonly AbilityRuleSource[], locale: Locale, roleMessages: Partial<Catalogue> = {}): RoleAbilities[] {
  return ROLES.map((role) => ({
    id: role.id,
    role: role.role,
    description: roleMessages[locale]?.[`role.${role.id}.description`] ?? role.description,
    abilities: sources.flatMap((source) =>
      source.rules
        .map((rule) => ({
          rule: rule.id,
          owner: source.owner,
          description: source.messages?.[locale]?.[`ability.${rule.id}`] ?? rule.description,
          grants: grantsOf(rule, role.role),
        }))
        .filter((ability) => ability.grants.length > 0),
    ),
  }));
}
