import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

// The dependency rule of docs/architecture.md: the core imports no driver, no web framework, no UI
// library, and nothing of ours but @oj/config. This test fails on the first import that breaks it.
const ALLOWED = new Set(['@oj/config', 'inversify', 'reflect-metadata', 'class-validator', 'class-transformer', '@casl/ability']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

function importedPackages(source: string): string[] {
  const specifiers = [...source.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g)].map(
    (m) => m[1] ?? m[2] ?? m[3],
  );
  return specifiers.filter((s) => !s.startsWith('.') && !s.startsWith('node:')).map((s) => (s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : s.split('/')[0]));
}

describe('core dependency rule', () => {
  const root = __dirname;
  const files = sourceFiles(root).filter((f) => !f.endsWith('.test.ts'));

  it('finds the core sources', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it('imports only allowed packages', () => {
    const offending = files.flatMap((file) =>
      importedPackages(readFileSync(file, 'utf8'))
        .filter((pkg) => !ALLOWED.has(pkg))
        .map((pkg) => `${relative(root, file)} imports ${pkg}`),
    );
    expect(offending).toEqual([]);
  });

  it('detects a forbidden import when one is present', () => {
    expect(importedPackages("import { Redis } from 'ioredis';\nimport x from './local';")).toEqual(['ioredis']);
    expect(importedPackages("const e = require('express');")).toEqual(['express']);
  });
});
