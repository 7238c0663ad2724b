import type { ServiceIdentifier } from 'inversify';
import type { AbilityRule } from '../account/abilities';
import type { EventBus } from '../events/event-bus.port';
import { ExtensionPoint, type Disposer, type ExtensionPoints } from './extension-point';
import type { AdminNavEntry, NavEntry, PluginManifest } from './plugin-manifest';

/** The core's 'No Access' for a switched-off plugin that names no message of its own. */
export const PLUGIN_OFF_MESSAGE = 'error.noAccess';

export class PluginDependencyError extends Error {}

function requirement(spec: string): { id: string; optional: boolean } {
  return spec.endsWith('?') ? { id: spec.slice(0, -1), optional: true } : { id: spec, optional: false };
}

/**
 * Orders plugins so each comes after what it requires; a missing required plugin or a cycle stops
 * start-up with a message naming it.
 */
export function orderPlugins(manifests: readonly PluginManifest[]): PluginManifest[] {
  const byId = new Map<string, PluginManifest>();
  for (const m of manifests) {
    if (byId.has(m.id)) throw new PluginDependencyError(`two plugins have the id '${m.id}'`);
    byId.set(m.id, m);
  }
  const ordered: PluginManifest[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (m: PluginManifest, path: string[]): void => {
    const s = state.get(m.id);
    if (s === 'done') return;
    if (s === 'visiting') throw new PluginDependencyError(`plugins require each other in a cycle: ${[...path, m.id].join(' -> ')}`);
    state.set(m.id, 'visiting');
    for (const spec of m.requires ?? []) {
      const { id, optional } = requirement(spec);
      const dep = byId.get(id);
      // two plugins may fill each other's points ('contests?' and 'discussions?'): points exist before any plugin starts
      if (!dep || (optional && state.get(id) === 'visiting')) {
        if (optional) continue;
        throw new PluginDependencyError(`plugin '${m.id}' requires plugin '${id}', which is not installed`);
      }
      visit(dep, [...path, m.id]);
    }
    state.set(m.id, 'done');
    ordered.push(m);
  };
  for (const m of manifests) visit(m, []);
  return ordered;
}

/**
 * Runs the installed plugins: registers their extensions, subscribers, abilities and nav entries
 * while enabled and withdraws them when disabled, at run time, without a restart. A disabled
 * plugin's routes stay mounted but answer 'No Access'; its data stays.
 */
export class PluginHost {
  private readonly plugins: PluginManifest[];
  private readonly active = new Map<string, Disposer[]>();

  constructor(
    manifests: readonly PluginManifest[],
    private readonly points: ExtensionPoints,
    private readonly events: EventBus,
    private readonly get: <T>(id: ServiceIdentifier<T>) => T,
  ) {
    this.plugins = orderPlugins(manifests);
    // a plugin's own extension points exist while it is installed (switched off, its items stay registered but unread)
    for (const plugin of this.plugins) {
      for (const spec of plugin.extensionPoints ?? []) points.define(new ExtensionPoint(spec.name, plugin.id, spec.description));
    }
  }

  installed(): readonly PluginManifest[] {
    return this.plugins;
  }

  isEnabled(id: string): boolean {
    return this.active.has(id);
  }

  /** The message key of plugin `id`'s 'No Access' while it is off (its own, else the core's). */
  offMessageKey(id: string): string {
    return this.plugins.find((p) => p.id === id)?.offMessageKey ?? PLUGIN_OFF_MESSAGE;
  }

  /** Switches a plugin on; a plugin it requires must be on first. */
  enable(id: string): void {
    if (this.active.has(id)) return;
    const plugin = this.find(id);
    for (const spec of plugin.requires ?? []) {
      const req = requirement(spec);
      if (!req.optional && !this.active.has(req.id)) throw new PluginDependencyError(`enable '${req.id}' before '${id}'`);
    }
    const disposers: Disposer[] = [];
    try {
      for (const [pointName, items] of Object.entries(plugin.extensions ?? {})) {
        const point = this.points.get(pointName);
        // a point of an optional plugin that is not installed ('contests?' and 'contests.gidScope') is skipped
        if (!point && this.optionalAbsent(plugin, pointName)) continue;
        if (!point) throw new PluginDependencyError(`plugin '${id}' contributes to unknown extension point '${pointName}'`);
        for (const item of items) disposers.push(point.register(item, id));
      }
      for (const sub of plugin.subscribers ?? []) {
        disposers.push(this.events.subscribe(sub.event, (event) => sub.handle(event, this.get)));
      }
    } catch (e) {
      for (const dispose of disposers.reverse()) dispose();
      throw e;
    }
    this.active.set(id, disposers);
  }

  /** Switches a plugin off; plugins that require it are switched off first. */
  disable(id: string): void {
    if (!this.active.has(id)) return;
    for (const other of this.plugins) {
      if (other.id !== id && this.active.has(other.id) && (other.requires ?? []).includes(id)) this.disable(other.id);
    }
    for (const dispose of (this.active.get(id) ?? []).reverse()) dispose();
    this.active.delete(id);
  }

  /** Ability rules of the enabled plugins. */
  abilityRules(): AbilityRule[] {
    return this.plugins.filter((p) => this.active.has(p.id)).flatMap((p) => p.abilities ?? []);
  }

  /** Navigation entries of the enabled plugins. */
  nav(): NavEntry[] {
    return this.plugins.filter((p) => this.active.has(p.id)).flatMap((p) => p.nav ?? []);
  }

  /** Admin menu entries of the enabled plugins. */
  adminNav(): AdminNavEntry[] {
    return this.plugins.filter((p) => this.active.has(p.id)).flatMap((p) => p.adminNav ?? []);
  }

  private optionalAbsent(plugin: PluginManifest, pointName: string): boolean {
    const owner = pointName.split('.')[0];
    return pointName.includes('.') && (plugin.requires ?? []).includes(`${owner}?`) && !this.plugins.some((p) => p.id === owner);
  }

  private find(id: string): PluginManifest {
    const plugin = this.plugins.find((p) => p.id === id);
    if (!plugin) throw new PluginDependencyError(`no plugin '${id}' is installed`);
    return plugin;
  }
}
