import { OWN_JUDGE, type LanguageSeed } from '@oj/core';
import type { LanguageDefinition } from '@oj/judge-runner';

/** Gaps between seeded positions, so an admin can place a language between two without renumbering. */
const SEQ_STEP = 10;
/** The judge's own folder of precompiled headers and its faster linker: nothing a user's compile needs, so not shown. */
const INTERNAL_ARGS = new Set(['-I/pch', '-fuse-ld=gold']);

const quoted = (arg: string) => (/^[\w@%+=:,./{}-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`);

/** The compile command as the help page shows it: the judge's argv with the file names put in. */
export function helpCompileCommand(definition: LanguageDefinition): string {
  const argv = definition.compile?.argv;
  if (!argv) return '';
  // a compile that is a shell script (javac && jar) shows as that script
  if (argv[0] === '/bin/sh' && argv[1] === '-c' && argv.length === 3) return argv[2];
  const exe = definition.artefacts[0] ?? 'main';
  return argv
    .filter((arg) => !INTERNAL_ARGS.has(arg))
    .map((arg) => quoted(arg.replaceAll('{src}', definition.sourceName).replaceAll('{exe}', exe)))
    .join(' ');
}

/** The site's language list as the judge defines it: what start-up inserts when a key is missing. */
export function languageSeeds(definitions: readonly LanguageDefinition[]): LanguageSeed[] {
  return definitions.map((d, i) => ({
    key: d.key,
    name: d.key,
    description: d.displayName,
    contentType: d.contentType,
    template: d.aPlusB,
    codeTemplate: '',
    compileCommand: helpCompileCommand(d),
    oj: OWN_JUDGE,
    seq: (i + 1) * SEQ_STEP,
  }));
}
