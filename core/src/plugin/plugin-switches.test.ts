import { InProcessEventBus } from '../events/in-process-event-bus';
import { ExtensionPoints } from './extension-point';
import { definePlugin } from './plugin-manifest';
import { PluginHost } from './plugin-host';
import type { PluginStateRepository } from './plugin-state.repository';
import { applyPluginSwitches, pluginSwitchList } from './plugin-switches';

class MemoryStates implements PluginStateRepository {
  readonly rows = new Map<string, boolean>();
  async all() {
    return new Map(this.rows);
  }
  async set(id: string, enabled: boolean) {
    this.rows.set(id, enabled);
  }
}

function setup() {
  const bus = new InProcessEventBus();
  const manifests = [
    definePlugin({ id: 'top', requires: ['mid', 'extra?'] }),
    definePlugin({ id: 'mid', requires: ['base'] }),
    definePlugin({ id: 'base', name: 'Base', description: 'At the bottom' }),
  ];
  const host = new PluginHost(manifests, new ExtensionPoints(), bus, () => undefined as never);
  for (const p of host.installed()) host.enable(p.id);
  const states = new MemoryStates();
  const toggled: string[] = [];
  bus.subscribe('plugin.toggled', ({ payload }) => void toggled.push(`${payload.id}:${payload.enabled}`));
  const apply = (sent: Record<string, unknown>) => applyPluginSwitches(host, states, bus, sent);
  const on = () => pluginSwitchList(host).filter((p) => p.enabled).map((p) => p.id);
  return { host, states, toggled, apply, on };
}

describe('plugin switches', () => {
  it('list the plugins in dependency order with name, description and requirements', () => {
    const { host } = setup();
    expect(pluginSwitchList(host)).toEqual([
      { id: 'base', name: 'Base', description: 'At the bottom', enabled: true, requires: [] },
      { id: 'mid', name: 'mid', description: '', enabled: true, requires: ['base'] },
      { id: 'top', name: 'top', description: '', enabled: true, requires: ['mid', 'extra?'] },
    ]);
  });

  it('switch off what requires a plugin switched off, store it off and tell the other processes', async () => {
    const { apply, states, toggled, on } = setup();
    expect(await apply({ base: false })).toEqual({ alsoDisabled: ['mid', 'top'] });
    expect(on()).toEqual([]);
    expect(Object.fromEntries(states.rows)).toEqual({ base: false, mid: false, top: false });
    expect(toggled.sort()).toEqual(['base:false', 'mid:false', 'top:false']);
  });

  it('refuse to switch a plugin on while one it requires stays off, changing nothing', async () => {
    const { apply, states, toggled, on } = setup();
    await apply({ mid: false });
    toggled.length = 0;
    await expect(apply({ top: true })).rejects.toMatchObject({ key: 'plugin.requiresDisabled', params: { plugin: 'top', required: 'mid' } });
    // switched off and on again in one request: off wins for what it requires
    await expect(apply({ base: false, mid: true })).rejects.toMatchObject({ key: 'plugin.requiresDisabled', params: { plugin: 'mid', required: 'base' } });
    expect(on()).toEqual(['base']);
    expect(toggled).toEqual([]);
    expect(states.rows.get('base')).toBeUndefined();
    // both in one request, in any order (an optional requirement may stay missing)
    await apply({ top: true, mid: true });
    expect(on()).toEqual(['base', 'mid', 'top']);
    expect(toggled).toEqual(['mid:true', 'top:true']);
  });

  it('refuse unknown ids and values that are not true or false', async () => {
    const { apply, on } = setup();
    await expect(apply({ nope: true, other: false })).rejects.toMatchObject({ key: 'plugin.unknown', params: { ids: 'nope, other' } });
    await expect(apply({ base: 'off' })).rejects.toMatchObject({ key: 'site.booleanRequired', params: { field: 'plugins.base' } });
    expect(on()).toEqual(['base', 'mid', 'top']);
  });

  it('store a choice that changes nothing, without an event', async () => {
    const { apply, states, toggled } = setup();
    expect(await apply({ base: true })).toEqual({ alsoDisabled: [] });
    expect(states.rows.get('base')).toBe(true);
    expect(toggled).toEqual([]);
  });
});
