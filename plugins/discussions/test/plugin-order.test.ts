import { definePlugin, orderPlugins } from '@oj/core';
import discussions from '../src/index';
import { pluginFromSource } from '../../../web/server/testing/plugin-source';

// The contests plugin fills discussions.commentScope and this plugin fills contests.detailTabs: each names the
// other as optional, which the host must not take for a cycle (a hard cycle still stops the start).
describe('plugins that name each other as optional', () => {
  it('start in either order; a cycle of required plugins still stops', async () => {
    const contests = await pluginFromSource('contests');
    if (!contests) return; // the site without the contests plugin has nothing to order here
    expect(contests.requires).toContain('discussions?');
    expect(discussions.requires).toContain('contests?');
    expect(orderPlugins([contests, discussions]).map((p) => p.id).sort()).toEqual(['contests', 'discussions']);
    expect(orderPlugins([discussions, contests]).map((p) => p.id).sort()).toEqual(['contests', 'discussions']);
    // a required one still comes first
    expect(orderPlugins([definePlugin({ id: 'aa', requires: ['bb'] }), definePlugin({ id: 'bb', requires: ['aa?'] })]).map((p) => p.id)).toEqual(['bb', 'aa']);
    expect(() => orderPlugins([definePlugin({ id: 'aa', requires: ['bb'] }), definePlugin({ id: 'bb', requires: ['aa'] })])).toThrow(/cycle/);
  });
});
