import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';

// The plugin boundary of docs/plugins.md: nothing outside plugins/<id>/ imports from it, and a plugin
// imports only @oj/core (its pages also @oj/web/app/plugin-kit), its own folder and third-party packages.
const OUTSIDE = ['config', 'core', 'migrations', 'adapters', 'judge-runner', 'web/app', 'web/server', 'web/seed', 'web/soak', 'scripts', 'bench'];
const PLUGIN_MAY_IMPORT = new Set(['@oj/core']);
const PAGE_MAY_IMPORT = new Set(['@oj/core', '@oj/web/app/plugin-kit']);
/** The site's test harness (test sites, users, browsers, databases): a plugin's tests may use it, its code may not. */
const TEST_HARNESS = ['web/server/testing', 'adapters/src/testing'];
/** A test, or a helper of a plugin's tests (its `test/` folder: replay servers, site harnesses), which never ships. */
const isTestFile = (file: string) => /\.(test|browser\.test|soak)\.tsx?$/.test(file) || /[\\/]plugins[\\/][^\\/]+[\\/]test[\\/]/.test(file);

function sourceFiles(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => name !== 'node_modules' && name !== 'dist' && name !== 'build')
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return sourceFiles(path);
      return /\.(tsx?|mjs|cjs|js)$/.test(name) ? [path] : [];
    });
}

function specifiers(source: string): string[] {
  return [...source.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g)].map(
    (m) => m[1] ?? m[2] ?? m[3] ?? m[4],
  );
}

/** Every import that crosses a plugin's boundary, as `file imports specifier (why)`. */
export function boundaryViolations(repo: string): string[] {
  const pluginsRoot = join(repo, 'plugins');
  const plugins = sourceFiles(pluginsRoot).length ? readdirSync(pluginsRoot).filter((id) => statSync(join(pluginsRoot, id)).isDirectory()) : [];
  const found: string[] = [];
  const report = (file: string, spec: string, why: string) => found.push(`${relative(repo, file)} imports ${spec} (${why})`);
  for (const file of OUTSIDE.flatMap((dir) => sourceFiles(join(repo, dir)))) {
    for (const spec of specifiers(readFileSync(file, 'utf8'))) {
      const into = spec.startsWith('.') && resolve(dirname(file), spec).startsWith(pluginsRoot + sep);
      if (spec.startsWith('@oj/plugin-') || into) report(file, spec, "a plugin's internals");
    }
  }
  for (const id of plugins) {
    const own = join(pluginsRoot, id);
    for (const file of sourceFiles(own)) {
      const isPage = file.startsWith(join(own, 'pages') + sep);
      for (const spec of specifiers(readFileSync(file, 'utf8'))) {
        if (spec.startsWith('.')) {
          const target = resolve(dirname(file), spec);
          const harness = isTestFile(file) && TEST_HARNESS.some((dir) => target.startsWith(join(repo, dir) + sep));
          if (!target.startsWith(own + sep) && !harness) report(file, spec, 'outside its folder');
        } else if (spec.startsWith('@oj/') && !(isPage ? PAGE_MAY_IMPORT : PLUGIN_MAY_IMPORT).has(spec)) {
          report(file, spec, isPage ? 'pages import only @oj/core and @oj/web/app/plugin-kit of ours' : 'a plugin imports only @oj/core of ours');
        }
      }
    }
  }
  return found;
}

describe('plugin boundary', () => {
  it('holds in this repository', () => {
    expect(boundaryViolations(join(__dirname, '..'))).toEqual([]);
  });

  it('finds each kind of crossing in a sample tree', () => {
    const repo = mkdtempSync(join(tmpdir(), 'oj-boundary-'));
    try {
      const put = (path: string, text: string) => {
        mkdirSync(dirname(join(repo, path)), { recursive: true });
        writeFileSync(join(repo, path), text);
      };
      put('core/src/a.ts', "import { x } from '@oj/plugin-hello';\nimport y from '../../plugins/hello/src/y';");
      put('web/server/ok.ts', "import { definePlugin } from '@oj/core';");
      put('plugins/hello/src/index.ts', "import { definePlugin } from '@oj/core';\nimport { z } from './z';\nimport { w } from '@oj/adapters';\nimport { v } from '../../other/src/v';\nimport { Container } from 'inversify';");
      put('plugins/hello/test/hello.test.ts', "import { startTestSite } from '../../../web/server/testing/test-site.js';");
      put('plugins/hello/src/harness.ts', "import { startTestSite } from '../../../web/server/testing/test-site.js';");
      put('plugins/hello/pages/hello._index.tsx', "import { requirePlugin } from '@oj/web/app/plugin-kit';\nimport { Title } from '@mantine/core';\nimport { t } from '@oj/web/app/i18n/i18n';");
      expect(boundaryViolations(repo).sort()).toEqual([
        "core/src/a.ts imports ../../plugins/hello/src/y (a plugin's internals)",
        "core/src/a.ts imports @oj/plugin-hello (a plugin's internals)",
        'plugins/hello/pages/hello._index.tsx imports @oj/web/app/i18n/i18n (pages import only @oj/core and @oj/web/app/plugin-kit of ours)',
        'plugins/hello/src/harness.ts imports ../../../web/server/testing/test-site.js (outside its folder)',
        'plugins/hello/src/index.ts imports ../../other/src/v (outside its folder)',
        'plugins/hello/src/index.ts imports @oj/adapters (a plugin imports only @oj/core of ours)',
      ]);
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });
});
