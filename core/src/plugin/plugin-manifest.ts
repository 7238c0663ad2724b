import type { ContainerModule, ServiceIdentifier } from 'inversify';
import type { AbilityRule, AppAction, AppSubject } from '../account/abilities';
import type { ApiRoute } from '../api/api-route';
import { unguardedStateChangingGets } from '../api/state-changing-gets';
import type { EventMap, EventName } from '../events/event-map';
import type { DeliveredEvent } from '../events/event-bus.port';
import type { Catalogue } from '../i18n/locale';
import type { Extension } from './extension-point';

/** An entry of the top navigation (01 §2) contributed by a feature. */
export interface NavEntry {
  id: string;
  path: string;
  /** i18n key of the label. */
  labelKey: string;
  /** Position among the entries (the core's run 10, 20, ...). */
  order: number;
  /** A website-config switch that must be on for the entry to show (e.g. openPublicDiscussion). */
  requiresSwitch?: string;
}

/**
 * An entry of the admin app's menu (03 §2). The admin page guard reads the same entry: a page at `path`
 * (or below it) opens only for users whose ability allows `can`, like the API routes behind it.
 */
export interface AdminNavEntry {
  id: string;
  /** `/admin/...` */
  path: string;
  /** i18n key of the label. */
  labelKey: string;
  /** i18n key of the menu group it sits in (`adminNav.general`, `adminNav.problem`, ...). */
  groupKey: string;
  /** Position in the menu (the core's run 10, 20, ...; groups follow their first entry). */
  order: number;
  /** The ability the page needs beyond entering the admin area. */
  can?: [AppAction, AppSubject];
}

/** A page module the plugin adds to the Remix route tree at build time. */
export interface PageContribution {
  /** URL path, Remix style (`contest/:contestID`). */
  path: string;
  /** Module file, relative to the plugin folder. */
  file: string;
}

/**
 * An admin-editable setting of the plugin: the super admin sets it on the switch page, the plugin's
 * services read it through `PluginSettings.get(pluginId)` (the default until someone saves a value).
 */
export interface PluginSetting {
  /** Unique within the plugin: letters, digits and '_' (the value's name in `get()`). */
  key: string;
  /** i18n key (the plugin's `i18n`) of the field's label. */
  labelKey: string;
  /** i18n key of a help line under the field. */
  descriptionKey?: string;
  type: 'boolean' | 'integer' | 'string';
  default: boolean | number | string;
  /** integer: the smallest value accepted. */
  min?: number;
  /** integer: the largest value accepted. */
  max?: number;
  /** string: the most characters accepted (255 when not given). */
  maxLength?: number;
}

/** An extension point a plugin declares (its items' type is the plugin's to export and document). */
export interface PluginExtensionPointSpec {
  /** `<plugin id>.<point>`: unique in the site. */
  name: string;
  description: string;
}

/** Reacts to an event while the plugin is enabled. */
export interface Subscriber<N extends EventName = EventName> {
  event: N;
  handle(event: DeliveredEvent<N>, get: <T>(id: ServiceIdentifier<T>) => T): void | Promise<void>;
}

/** A migration as the persistence adapter runs it: plain SQL, in order, both engines. */
export interface MigrationSpec {
  name: string;
  up: string[];
  down?: string[];
}

/** One plugin = one folder = one manifest (DESIGN §3). Everything is optional but the id. */
export interface PluginManifest {
  /** kebab-case; names its settings, routes' 'No Access' message and migration table entries. */
  id: string;
  /** Shown on the admin switch page (the id when missing). */
  name?: string;
  description?: string;
  /** Plugins this one needs; a trailing '?' marks an optional one. */
  requires?: string[];
  /** Whether a new site has it switched on. */
  enabledByDefault?: boolean;
  container?: ContainerModule;
  /** ORM entity schemas (interpreted by the persistence adapter). */
  entities?: unknown[];
  migrations?: MigrationSpec[];
  api?: ApiRoute[];
  /**
   * Paths of its GET routes beyond the spec that change something: like the spec's (SPEC_STATE_CHANGING_GETS),
   * each must be mounted with `changesState`.
   */
  stateChangingGets?: string[];
  pages?: PageContribution[];
  abilities?: AbilityRule[];
  settings?: PluginSetting[];
  i18n?: Partial<Catalogue>;
  nav?: NavEntry[];
  /** Entries of the admin menu (and the guard of those admin pages). */
  adminNav?: AdminNavEntry[];
  /**
   * i18n key of the 'No Access' message its routes answer and its pages show while it is switched off, in
   * the spec's words for its area ('No Access, there is no open training area'); the core's
   * 'error.noAccess' when not given.
   */
  offMessageKey?: string;
  subscribers?: Subscriber[];
  /**
   * Extension points the plugin owns and reads (named `<plugin id>.<point>`, e.g. `contests.detailTabs`):
   * the host defines them when the plugin is installed, so other plugins contribute to them as to the core's.
   * The owner reads its points through `EXTENSION_POINTS` (`get(name)`).
   */
  extensionPoints?: PluginExtensionPointSpec[];
  /** Contributions to extension points, by point name (each point's own type says what else an item has). */
  extensions?: Record<string, readonly Extension[] | ReadonlyArray<Extension & Record<string, unknown>>>;
}

const PLUGIN_ID = /^[a-z][a-z0-9-]{1,39}$/;

/** Declares a plugin; checks what can be checked without the host (id format, duplicate routes). */
export function definePlugin(manifest: PluginManifest): PluginManifest {
  if (!PLUGIN_ID.test(manifest.id)) throw new Error(`plugin id '${manifest.id}' must be kebab-case (a-z, 0-9, '-'), 2-40 characters`);
  const seen = new Set<string>();
  for (const route of manifest.api ?? []) {
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) throw new Error(`plugin '${manifest.id}' declares ${key} twice`);
    seen.add(key);
  }
  const unguarded = unguardedStateChangingGets(manifest.api ?? [], manifest.stateChangingGets);
  if (unguarded.length) throw new Error(`plugin '${manifest.id}': GET ${unguarded.join(', ')} change state and must be declared with changesState`);
  checkSettings(manifest);
  for (const point of manifest.extensionPoints ?? []) {
    if (!point.name.startsWith(`${manifest.id}.`)) throw new Error(`plugin '${manifest.id}': its extension point '${point.name}' must be named '${manifest.id}.<point>'`);
  }
  return manifest;
}

const SETTING_KEY = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** A setting's declaration must hold together: a unique key, a default of its type within its own limits. */
function checkSettings(manifest: PluginManifest): void {
  const keys = new Set<string>();
  for (const s of manifest.settings ?? []) {
    const where = `plugin '${manifest.id}' setting '${s.key}'`;
    if (!SETTING_KEY.test(s.key)) throw new Error(`${where}: the key must be letters, digits and '_' (at most 64)`);
    if (keys.has(s.key)) throw new Error(`${where} is declared twice`);
    keys.add(s.key);
    const fits =
      s.type === 'boolean' ? typeof s.default === 'boolean'
        : s.type === 'integer' ? Number.isSafeInteger(s.default) && (s.min === undefined || (s.default as number) >= s.min) && (s.max === undefined || (s.default as number) <= s.max)
          : typeof s.default === 'string' && s.default.length <= (s.maxLength ?? PLUGIN_SETTING_TEXT_MAX);
    if (!fits) throw new Error(`${where}: the default ${JSON.stringify(s.default)} does not fit the setting's type (${s.type}) and limits`);
  }
}

/** The most characters a string setting takes when it names no maxLength. */
export const PLUGIN_SETTING_TEXT_MAX = 255;

/** Type helper for typed subscribers in a manifest. */
export function subscribe<N extends EventName>(event: N, handle: (event: DeliveredEvent<N>, get: <T>(id: ServiceIdentifier<T>) => T) => void | Promise<void>): Subscriber {
  return { event, handle } as unknown as Subscriber;
}

export type { EventMap };
