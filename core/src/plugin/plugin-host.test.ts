import { InProcessEventBus } from '../events/in-process-event-bus';
import { DuplicateExtension, ExtensionPoint, ExtensionPoints } from './extension-point';
import { definePlugin } from './plugin-manifest';
import { orderPlugins, PluginDependencyError, PluginHost } from './plugin-host';

function points() {
  const p = new ExtensionPoints();
  p.define(new ExtensionPoint<{ id: string; label: string }>('checkers', 'judge', 'Checkers'));
  return p;
}

describe('extension points', () => {
  it('refuse a second extension with the same id, naming both owners', () => {
    const point = new ExtensionPoint<{ id: string }>('languages', 'judge', 'Languages');
    point.register({ id: 'cpp' }, 'core');
    expect(() => point.register({ id: 'cpp' }, 'my-plugin')).toThrow(DuplicateExtension);
    expect(() => point.register({ id: 'cpp' }, 'my-plugin')).toThrow("extension point 'languages' already has 'cpp' (from core); my-plugin cannot add it again");
  });

  it('withdraw an extension with its disposer', () => {
    const point = new ExtensionPoint<{ id: string }>('languages', 'judge', 'Languages');
    const dispose = point.register({ id: 'rust' }, 'p');
    expect(point.list()).toEqual([{ id: 'rust' }]);
    dispose();
    expect(point.has('rust')).toBe(false);
    point.register({ id: 'rust' }, 'q');
    dispose();
    expect(point.ownerOf('rust')).toBe('q');
  });

  it('cannot define the same point twice', () => {
    const p = points();
    expect(() => p.define(new ExtensionPoint('checkers', 'other', 'again'))).toThrow(/already defined by judge/);
  });
});

describe('definePlugin', () => {
  it('refuses a bad id and a route declared twice', () => {
    expect(() => definePlugin({ id: 'Bad Id' })).toThrow(/kebab-case/);
    const route = { method: 'GET' as const, path: '/api/x', summary: 's', tag: 't', access: { auth: 'anon' as const }, handle: async () => null };
    expect(() => definePlugin({ id: 'twice', api: [route, route] })).toThrow('plugin \'twice\' declares GET /api/x twice');
  });
});

describe('plugin order', () => {
  it('puts each plugin after what it requires, skipping missing optional ones', () => {
    const order = orderPlugins([
      definePlugin({ id: 'contests', requires: ['groups', 'discussions?'] }),
      definePlugin({ id: 'groups' }),
    ]).map((p) => p.id);
    expect(order).toEqual(['groups', 'contests']);
  });

  it('stops on a missing requirement and on a cycle, naming them', () => {
    expect(() => orderPlugins([definePlugin({ id: 'contests', requires: ['groups'] })])).toThrow("plugin 'contests' requires plugin 'groups', which is not installed");
    expect(() => orderPlugins([definePlugin({ id: 'aa', requires: ['bb'] }), definePlugin({ id: 'bb', requires: ['aa'] })])).toThrow(/cycle: aa -> bb -> aa/);
    expect(() => orderPlugins([definePlugin({ id: 'aa' }), definePlugin({ id: 'aa' })])).toThrow(PluginDependencyError);
  });
});

describe('PluginHost', () => {
  it('registers a plugin\'s extensions and subscribers while enabled and withdraws them when disabled', async () => {
    const p = points();
    const bus = new InProcessEventBus();
    const seen: string[] = [];
    const plugin = definePlugin({
      id: 'special',
      extensions: { checkers: [{ id: 'float', label: 'Float checker' }] },
      subscribers: [{ event: 'site.config-changed', handle: () => void seen.push('changed') }],
      nav: [{ id: 'special', path: '/special', labelKey: 'special', order: 90 }],
      adminNav: [{ id: 'special', path: '/admin/special', labelKey: 'special', groupKey: 'adminNav.general', order: 90, can: ['manage', 'Special'] }],
    });
    const host = new PluginHost([plugin], p, bus, () => undefined as never);
    host.enable('special');
    expect(p.get('checkers')?.has('float')).toBe(true);
    expect(host.nav().map((n) => n.id)).toEqual(['special']);
    expect(host.adminNav().map((n) => n.path)).toEqual(['/admin/special']);
    await bus.publish('site.config-changed', { keys: [] });
    host.disable('special');
    expect(p.get('checkers')?.has('float')).toBe(false);
    expect(host.nav()).toEqual([]);
    expect(host.adminNav()).toEqual([]);
    await bus.publish('site.config-changed', { keys: [] });
    expect(seen).toEqual(['changed']);
    host.enable('special');
    expect(host.isEnabled('special')).toBe(true);
  });

  it('refuses an unknown extension point and leaves nothing half-registered', () => {
    const p = points();
    const plugin = definePlugin({ id: 'odd', extensions: { checkers: [{ id: 'x', label: 'x' }], nowhere: [{ id: 'y' }] } });
    const host = new PluginHost([plugin], p, new InProcessEventBus(), () => undefined as never);
    expect(() => host.enable('odd')).toThrow("plugin 'odd' contributes to unknown extension point 'nowhere'");
    expect(p.get('checkers')?.has('x')).toBe(false);
    expect(host.isEnabled('odd')).toBe(false);
  });

  it('enables requirements first and disables dependants with their requirement', () => {
    const host = new PluginHost([definePlugin({ id: 'groups' }), definePlugin({ id: 'contests', requires: ['groups'] })], points(), new InProcessEventBus(), () => undefined as never);
    expect(() => host.enable('contests')).toThrow("enable 'groups' before 'contests'");
    host.enable('groups');
    host.enable('contests');
    host.disable('groups');
    expect(host.isEnabled('contests')).toBe(false);
  });
  it("defines a plugin's own extension points, which other plugins fill; an optional owner's point is skipped when that owner is absent", () => {
    const p = points();
    const owner = definePlugin({ id: 'contests', extensionPoints: [{ name: 'contests.detailTabs', description: 'tabs' }] });
    const filler = definePlugin({ id: 'discussions', requires: ['contests?'], extensions: { 'contests.detailTabs': [{ id: 'comment' }] } });
    const host = new PluginHost([owner, filler], p, new InProcessEventBus(), () => undefined as never);
    expect(p.get('contests.detailTabs')?.owner).toBe('contests');
    host.enable('discussions');
    expect(p.get('contests.detailTabs')?.has('comment')).toBe(true);
    const alone = new PluginHost([definePlugin({ id: 'groups', requires: ['contests?'], extensions: { 'contests.gidScope': [{ id: 'g' }] } })], points(), new InProcessEventBus(), () => undefined as never);
    expect(() => alone.enable('groups')).not.toThrow();
    expect(() => definePlugin({ id: 'bad', extensionPoints: [{ name: 'other.point', description: '' }] })).toThrow("must be named 'bad.<point>'");
  });
});
