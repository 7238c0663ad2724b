import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkHostPrerequisites, HOST_PREREQUISITES } from './host-prerequisites';

describe('checkHostPrerequisites', () => {
  it('names every missing program and the apt command that installs it', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'oj-path-'));
    const report = await checkHostPrerequisites(empty);
    expect(report.ready).toBe(false);
    expect(report.missing.map((p) => p.command)).toEqual(HOST_PREREQUISITES.map((p) => p.command));
    expect(report.installCommand).toBe('apt-get install -y bubblewrap gcc g++ python3 openjdk-17-jdk-headless');
  });

  it('is ready when the required programs are on PATH', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'oj-path-'));
    for (const name of ['bwrap', 'gcc']) {
      writeFileSync(join(dir, name), '#!/bin/sh\n');
      chmodSync(join(dir, name), 0o755);
    }
    const report = await checkHostPrerequisites(dir);
    expect(report.ready).toBe(true);
    expect(report.missing.map((p) => p.command)).toEqual(['g++', 'python3', 'javac']);
  });
});
