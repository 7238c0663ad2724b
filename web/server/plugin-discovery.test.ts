import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Translator } from './http/translator.js';
import { discoverPlugins, PluginLoadError } from './plugin-discovery.js';
import { pluginShell } from './plugin-shell.js';
import { json } from './testing/http.js';
import { startTestSite, type TestSite } from './testing/test-site.js';

// A plugin folder is found by scanning plugins/*/package.json (no code names it), mounted by createSite:
// its route answers, its nav entry reaches the page shell, and both go when it is switched off.

jest.setTimeout(120_000);

/** A built plugin as tsc would leave it: CommonJS, `exports.default` = the manifest. */
const HELLO = `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const core_1 = require("@oj/core");
exports.default = (0, core_1.definePlugin)({
  id: 'hello',
  i18n: { 'en-US': { 'hello.nav': 'Hello' }, 'zh-CN': { 'hello.nav': '你好' } },
  nav: [{ id: 'hello', path: '/hello', labelKey: 'hello.nav', order: 35 }],
  api: [(0, core_1.defineRoute)({ method: 'GET', path: '/api/hello', summary: 'Say hello', tag: 'hello', access: { auth: 'anon' }, handle: () => ({ greeting: 'hi' }) })],
});
`;

function pluginFolder(root: string, id: string, files: Record<string, string>) {
  mkdirSync(join(root, id, 'dist'), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, id, name), text);
}

describe('plugin discovery', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'oj-plugins-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('finds no plugin in a missing or an empty folder', async () => {
    expect(await discoverPlugins(join(root, 'missing'))).toEqual([]);
    expect(await discoverPlugins(root)).toEqual([]);
    mkdirSync(join(root, 'not-a-plugin')); // a folder without package.json is not a plugin
    expect(await discoverPlugins(root)).toEqual([]);
  });

  it('stops with a message naming a plugin that does not load', async () => {
    pluginFolder(root, 'broken', { 'package.json': JSON.stringify({ name: '@oj/plugin-broken', main: 'dist/index.js' }), 'dist/index.js': 'throw new Error("boom");' });
    await expect(discoverPlugins(root)).rejects.toThrow(PluginLoadError);
    await expect(discoverPlugins(root)).rejects.toThrow(/plugin 'broken' .* cannot be loaded: Error: boom/);
  });

  it('refuses a folder whose package, entry or manifest does not match its name', async () => {
    pluginFolder(root, 'named', { 'package.json': JSON.stringify({ name: 'named', main: 'dist/index.js' }) });
    await expect(discoverPlugins(root)).rejects.toThrow("plugin 'named' (" + join(root, 'named') + ") cannot be loaded: its package must be named '@oj/plugin-named', not 'named'");
    rmSync(join(root, 'named'), { recursive: true });
    pluginFolder(root, 'unbuilt', { 'package.json': JSON.stringify({ name: '@oj/plugin-unbuilt', main: 'dist/index.js' }) });
    await expect(discoverPlugins(root)).rejects.toThrow(/plugin 'unbuilt' .* its entry .*dist\/index.js does not exist \(run npm run build:backend\)/);
    rmSync(join(root, 'unbuilt'), { recursive: true });
    pluginFolder(root, 'other', { 'package.json': JSON.stringify({ name: '@oj/plugin-other', main: 'dist/index.js' }), 'dist/index.js': HELLO });
    await expect(discoverPlugins(root)).rejects.toThrow("its manifest's id is 'hello'; the folder's name must be the id");
    rmSync(join(root, 'other'), { recursive: true });
    pluginFolder(root, 'empty', { 'package.json': JSON.stringify({ name: '@oj/plugin-empty', main: 'dist/index.js' }), 'dist/index.js': 'module.exports = {};' });
    await expect(discoverPlugins(root)).rejects.toThrow('its entry has no default export made by definePlugin');
  });

  describe('a discovered plugin on a running site', () => {
    let t: TestSite;
    afterEach(() => t?.close());

    it('answers its route and shows its nav entry while enabled, neither while switched off', async () => {
      pluginFolder(root, 'hello', { 'package.json': JSON.stringify({ name: '@oj/plugin-hello', version: '0.1.0', main: 'dist/index.js' }), 'dist/index.js': HELLO });
      const manifests = await discoverPlugins(root);
      expect(manifests.map((m) => m.id)).toEqual(['hello']);
      t = await startTestSite({}, undefined, manifests);
      const on = await fetch(`${t.url}/api/hello?l=en-US`);
      expect([on.status, (await json(on)).data]).toEqual([200, { greeting: 'hi' }]);
      const translator = new Translator(manifests.map((m) => m.i18n ?? {}));
      expect(pluginShell(t.site.plugins, translator, 'zh-CN')).toEqual({
        enabled: ['hello'],
        nav: [{ id: 'hello', path: '/hello', label: '你好', order: 35, requiresSwitch: undefined }],
        // a plugin without words of its own for 'No Access' has the core's
        offMessages: { hello: '无权访问：该功能未开启' },
      });

      t.site.plugins.disable('hello');
      const off = await fetch(`${t.url}/api/hello?l=en-US`);
      expect([off.status, (await json(off)).msg]).toEqual([403, 'No Access: this feature is switched off']);
      expect(pluginShell(t.site.plugins, translator, 'en-US')).toEqual({ enabled: [], nav: [], offMessages: { hello: 'No Access: this feature is switched off' } });
    });
  });
});
