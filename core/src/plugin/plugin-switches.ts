import type { EventBus } from '../events/event-bus.port';
import { ValidationError } from '../shared/errors';
import type { PluginHost } from './plugin-host';
import type { PluginStateRepository } from './plugin-state.repository';

/** A plugin as the switch page lists it. */
export interface PluginSwitchInfo {
  id: string;
  name: string;
  description: string;
  enabled: boolean;
  requires: string[];
}

const required = (spec: string) => !spec.endsWith('?');

/** Every installed plugin with its switch, in dependency order. */
export function pluginSwitchList(host: PluginHost): PluginSwitchInfo[] {
  return host.installed().map((p) => ({ id: p.id, name: p.name ?? p.id, description: p.description ?? '', enabled: host.isEnabled(p.id), requires: [...(p.requires ?? [])] }));
}

/**
 * Applies the super admin's plugin switches, as PluginHost does: switching a plugin on needs the plugins it
 * requires to be on (already, or in the same request), or nothing changes; switching one off switches off
 * the enabled plugins that require it too. Checks everything before changing anything, stores each plugin's
 * new state (so it survives a restart) and publishes `plugin.toggled` so every web process follows.
 * Returns the plugins switched off because a plugin they require was.
 */
export async function applyPluginSwitches(host: PluginHost, states: PluginStateRepository, events: EventBus, sent: Record<string, unknown>): Promise<{ alsoDisabled: string[] }> {
  const installed = host.installed();
  const unknown = Object.keys(sent).filter((id) => !installed.some((p) => p.id === id));
  if (unknown.length) throw new ValidationError('plugin.unknown', { ids: unknown.join(', ') });
  for (const [id, value] of Object.entries(sent)) {
    if (typeof value !== 'boolean') throw new ValidationError('site.booleanRequired', { field: `plugins.${id}` });
  }
  // the outcome first, on a copy: switches off (with what requires them), then switches on in dependency order
  const on = new Set(installed.filter((p) => host.isEnabled(p.id)).map((p) => p.id));
  const alsoDisabled: string[] = [];
  const switchOff = (id: string, cascaded: boolean) => {
    if (!on.has(id)) return;
    on.delete(id);
    if (cascaded && sent[id] === undefined) alsoDisabled.push(id);
    for (const other of installed) if (on.has(other.id) && (other.requires ?? []).includes(id)) switchOff(other.id, true);
  };
  for (const p of installed) if (sent[p.id] === false) switchOff(p.id, false);
  for (const p of installed) {
    if (sent[p.id] !== true || on.has(p.id)) continue;
    const off = (p.requires ?? []).filter(required).filter((r) => !on.has(r));
    if (off.length) throw new ValidationError('plugin.requiresDisabled', { plugin: p.id, required: off.join(', ') });
    on.add(p.id);
  }
  // then the host, the stored states and the other processes
  const changed = installed.filter((p) => on.has(p.id) !== host.isEnabled(p.id));
  for (const p of [...changed].reverse()) if (!on.has(p.id)) host.disable(p.id);
  for (const p of changed) {
    if (!on.has(p.id)) continue;
    try {
      host.enable(p.id);
    } catch (error) {
      throw new ValidationError('plugin.enableFailed', { plugin: p.id, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  for (const id of new Set([...Object.keys(sent), ...alsoDisabled])) await states.set(id, on.has(id));
  for (const p of changed) await events.publish('plugin.toggled', { id: p.id, enabled: on.has(p.id) });
  return { alsoDisabled };
}

export const pluginSwitchMessages = {
  'en-US': {
    'plugin.switchesObject': 'plugins must be an object of plugin id → true or false',
    'plugin.unknown': 'No plugin with the id {{ids}} is installed',
    'plugin.requiresDisabled': "Plugin '{{plugin}}' requires {{required}}, which is off: switch {{required}} on first (or in the same request)",
    'plugin.enableFailed': "Plugin '{{plugin}}' could not be switched on: {{reason}}",
  },
  'zh-CN': {
    'plugin.switchesObject': 'plugins 必须是“插件 id → true 或 false”的对象',
    'plugin.unknown': '没有安装 id 为 {{ids}} 的插件',
    'plugin.requiresDisabled': '插件「{{plugin}}」依赖 {{required}}，但它已关闭：请先开启 {{required}}（或在同一次请求中开启）',
    'plugin.enableFailed': '插件「{{plugin}}」无法开启：{{reason}}',
  },
};
