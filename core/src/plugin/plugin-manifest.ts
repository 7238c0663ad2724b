import type { ContainerModule, ServiceIdentifier } from 'inversify';
import type { AbilityRule, AppAction, AppSubject } from '../account/abilities';
import type { ApiRoute } from '../api/api-route';
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

/** An admin-editable setting of the plugin (shown on the switch page). */
export interface PluginSetting {
  key: string;
  labelKey: string;
  type: 'boolean' | 'integer' | 'string';
  default: boolean | number | string;
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
  pages?: PageContribution[];
  abilities?: AbilityRule[];
  settings?: PluginSetting[];
  i18n?: Partial<Catalogue>;
  nav?: NavEntry[];
  /** Entries of the admin menu (and the guard of those admin pages). */
  adminNav?: AdminNavEntry[];
  subscribers?: Subscriber[];
  /** Contributions to extension points, by point name (each point's own type says what else an item has). */
  extensions?: Record<string, Array<Extension & Record<string, unknown>>>;
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
  return manifest;
}

/** Type helper for typed subscribers in a manifest. */
export function subscribe<N extends EventName>(event: N, handle: (event: DeliveredEvent<N>, get: <T>(id: ServiceIdentifier<T>) => T) => void | Promise<void>): Subscriber {
  return { event, handle } as unknown as Subscriber;
}

export type { EventMap };
