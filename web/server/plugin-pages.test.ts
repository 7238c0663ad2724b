import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flatRoutePath, pluginPages } from './plugin-pages.js';

// The build-time scan web/vite.config.ts runs: plugins/<id>/pages/<flat-route name>.tsx → Remix routes.

describe('plugin pages', () => {
  it('reads Remix flat-route names', () => {
    expect(flatRoutePath('training._index')).toEqual({ path: 'training', index: true });
    expect(flatRoutePath('training.$trainingID')).toEqual({ path: 'training/:trainingID', index: false });
    expect(flatRoutePath('training.$trainingID_.problems')).toEqual({ path: 'training/:trainingID/problems', index: false });
    expect(flatRoutePath('admin.training.$')).toEqual({ path: 'admin/training/*', index: false });
  });

  it('lists every plugin folder\'s pages with files relative to the app directory, nothing when there is no plugin', () => {
    const repo = mkdtempSync(join(tmpdir(), 'oj-pages-'));
    try {
      const app = join(repo, 'web', 'app');
      mkdirSync(join(app, 'routes'), { recursive: true });
      writeFileSync(join(app, 'routes', 'admin.tsx'), ''); // the site's admin layout
      expect(pluginPages(join(repo, 'plugins'), app)).toEqual([]);
      mkdirSync(join(repo, 'plugins', 'trainings', 'pages'), { recursive: true });
      mkdirSync(join(repo, 'plugins', 'empty'), { recursive: true });
      for (const f of ['admin.training._index.tsx', 'admin_.training.tsx', 'training._index.tsx', 'training.$trainingID.tsx', 'messages.ts', 'training.test.tsx']) writeFileSync(join(repo, 'plugins', 'trainings', 'pages', f), '');
      expect(pluginPages(join(repo, 'plugins'), app)).toEqual([
        { id: 'plugin.trainings.admin.training._index', plugin: 'trainings', path: 'training', index: true, parentId: 'routes/admin', file: '../../plugins/trainings/pages/admin.training._index.tsx' },
        { id: 'plugin.trainings.admin_.training', plugin: 'trainings', path: 'admin/training', index: false, parentId: 'root', file: '../../plugins/trainings/pages/admin_.training.tsx' },
        { id: 'plugin.trainings.training.$trainingID', plugin: 'trainings', path: 'training/:trainingID', index: false, parentId: 'root', file: '../../plugins/trainings/pages/training.$trainingID.tsx' },
        { id: 'plugin.trainings.training._index', plugin: 'trainings', path: 'training', index: true, parentId: 'root', file: '../../plugins/trainings/pages/training._index.tsx' },
      ]);
      // the index page of a site layout that has none of its own (the core's /discussion guard)
      writeFileSync(join(app, 'routes', 'discussion.tsx'), '');
      writeFileSync(join(app, 'routes', 'admin._index.tsx'), '');
      mkdirSync(join(repo, 'plugins', 'discussions', 'pages'), { recursive: true });
      writeFileSync(join(repo, 'plugins', 'discussions', 'pages', 'discussion._index.tsx'), '');
      expect(pluginPages(join(repo, 'plugins'), app)[0]).toEqual({ id: 'plugin.discussions.discussion._index', plugin: 'discussions', path: '', index: true, parentId: 'routes/discussion', file: '../../plugins/discussions/pages/discussion._index.tsx' });
      writeFileSync(join(repo, 'plugins', 'discussions', 'pages', 'admin._index.tsx'), '');
      expect(() => pluginPages(join(repo, 'plugins'), app)).toThrow("plugin 'discussions': page admin._index.tsx has no URL path (a plugin cannot own the home page or a page the site has)");
      rmSync(join(repo, 'plugins', 'discussions'), { recursive: true });
      mkdirSync(join(repo, 'plugins', 'zz', 'pages'), { recursive: true });
      writeFileSync(join(repo, 'plugins', 'zz', 'pages', 'training.$id.tsx'), '');
      expect(() => pluginPages(join(repo, 'plugins'), app)).toThrow("plugin 'zz': page training.$id.tsx has the same URL (/training/:id) as trainings/pages/training.$trainingID.tsx");
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });

  it("nests a plugin's pages in a plugin layout page (x.tsx beside x._index.tsx), of any plugin, unless named x_.…", () => {
    const repo = mkdtempSync(join(tmpdir(), 'oj-pages-'));
    try {
      const app = join(repo, 'web', 'app');
      mkdirSync(join(app, 'routes'), { recursive: true });
      mkdirSync(join(repo, 'plugins', 'groups', 'pages'), { recursive: true });
      mkdirSync(join(repo, 'plugins', 'trainings', 'pages'), { recursive: true });
      for (const f of ['group._index.tsx', 'group.$groupID.tsx', 'group.$groupID._index.tsx', 'group.$groupID.member.tsx', 'group.$groupID_.problem.$problemID.full-screen.tsx']) writeFileSync(join(repo, 'plugins', 'groups', 'pages', f), '');
      writeFileSync(join(repo, 'plugins', 'trainings', 'pages', 'group.$groupID.training.$trainingID.tsx'), '');
      const pages = pluginPages(join(repo, 'plugins'), app);
      const byId = Object.fromEntries(pages.map((p) => [p.id, { path: p.path, index: p.index, parentId: p.parentId }]));
      expect(byId).toEqual({
        'plugin.groups.group._index': { path: 'group', index: true, parentId: 'root' },
        'plugin.groups.group.$groupID': { path: 'group/:groupID', index: false, parentId: 'root' },
        'plugin.groups.group.$groupID._index': { path: '', index: true, parentId: 'plugin.groups.group.$groupID' },
        'plugin.groups.group.$groupID.member': { path: 'member', index: false, parentId: 'plugin.groups.group.$groupID' },
        'plugin.groups.group.$groupID_.problem.$problemID.full-screen': { path: 'group/:groupID/problem/:problemID/full-screen', index: false, parentId: 'root' },
        'plugin.trainings.group.$groupID.training.$trainingID': { path: 'training/:trainingID', index: false, parentId: 'plugin.groups.group.$groupID' },
      });
      writeFileSync(join(repo, 'plugins', 'trainings', 'pages', 'group.$groupID.member.tsx'), '');
      expect(() => pluginPages(join(repo, 'plugins'), app)).toThrow("plugin 'trainings': page group.$groupID.member.tsx has the same URL (/group/:groupID/member) as groups/pages/group.$groupID.member.tsx");
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });
});
