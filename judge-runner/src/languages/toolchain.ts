import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { LanguageDefinition } from './language';

export type Toolchain = { available: true; version: string } | { available: false; reason: string };

function run(argv: string[]): Promise<string> {
  return new Promise((resolve) => {
    execFile(argv[0], argv.slice(1), { timeout: 15_000, env: { PATH: '/usr/bin:/bin', HOME: '/tmp' } as unknown as NodeJS.ProcessEnv }, (error, stdout, stderr) => {
      resolve(`${stdout}\n${stderr}`);
    });
  });
}

/** The programs a language needs: its compiler and runtime binaries, and its extra mounts. */
function requiredPaths(language: LanguageDefinition): string[] {
  const paths = [language.version.argv[0], ...(language.run.argv[0].startsWith('/w/') ? [] : [language.run.argv[0]]), ...(language.mounts ?? []).map((m) => m.hostPath)];
  if (language.compile && language.compile.argv[0] !== '/bin/sh') paths.push(language.compile.argv[0]);
  return paths;
}

/** Whether this host has the language's toolchain, and the version it reports (shown to users). */
export async function probeToolchain(language: LanguageDefinition): Promise<Toolchain> {
  const missing = requiredPaths(language).filter((p) => !existsSync(p));
  if (missing.length) return { available: false, reason: `not installed on this host (missing ${missing.join(', ')})` };
  const match = language.version.pattern.exec(await run(language.version.argv));
  if (!match) return { available: false, reason: `'${language.version.argv.join(' ')}' did not report a version` };
  return { available: true, version: match[1] };
}
