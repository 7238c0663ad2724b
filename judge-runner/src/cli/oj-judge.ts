#!/usr/bin/env node
/**
 * oj-judge <problem-dir> <source-file> [--language KEY] [--json]
 *
 * KEY is a short key (`c`, `cpp`, `java`, `py3`, `go`, `js`, ...) or a site language name (`C++ 17 With O2`);
 * without it the file's extension decides.
 * Judges one file against a problem folder in Hydro's testdata layout, in the same sandbox the runner
 * uses, and prints the verdict, per-case results, time and memory. Operators use it to check a judge
 * host; the judge test suite runs through the same code.
 */
import { readFileSync } from 'node:fs';
import { judgeStatusTable } from '@oj/core';
import type { JudgeOutcome } from '../judge/judge';
import { createLocalJudge } from '../local-judge';
import { ProblemFormatError } from '../problem/hydro-config';
import { readHydroProblem } from '../problem/hydro-problem';
import { SandboxUnavailable } from '../sandbox/sandbox-host';
import { languageForFile, languageNamed, shortKeysOf } from './language-for-file';

const USAGE = 'usage: oj-judge <problem-dir> <source-file> [--language KEY] [--json] [--list-languages]';

interface CliArgs {
  problemDir?: string;
  sourceFile?: string;
  language?: string;
  json: boolean;
  listLanguages: boolean;
}

function parseArgs(argv: string[]): CliArgs {
  const args: CliArgs = { json: false, listLanguages: false };
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--json') args.json = true;
    else if (argv[i] === '--list-languages') args.listLanguages = true;
    else if (argv[i] === '--language') {
      args.language = argv[++i];
      if (args.language === undefined) throw new ProblemFormatError(`--language needs a key, e.g. --language cpp\n${USAGE}`);
    }
    else if (argv[i].startsWith('--')) throw new ProblemFormatError(`unknown option ${argv[i]}\n${USAGE}`);
    else positional.push(argv[i]);
  }
  [args.problemDir, args.sourceFile] = positional;
  return args;
}

function statusName(code: number): string {
  return judgeStatusTable.of(code).name;
}

function printHuman(outcome: JudgeOutcome, language: string): void {
  const lines = [`${statusName(outcome.status)}  score ${outcome.score}  time ${outcome.timeMs} ms  memory ${outcome.memoryKb} KB  (${language})`];
  if (outcome.compileMessage) lines.push(`compiler:\n${outcome.compileMessage}`);
  if (outcome.message) lines.push(outcome.message);
  for (const c of outcome.cases) {
    lines.push(`  #${c.caseId}  ${statusName(c.status).padEnd(22)} ${String(c.timeMs).padStart(6)} ms ${String(c.memoryKb).padStart(8)} KB  score ${c.score}${c.message ? `  ${c.message.split('\n')[0].slice(0, 120)}` : ''}`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** The language to judge as: the one `--language` names, else the file's by its extension. */
function chosenLanguage(given: string | undefined, sourceFile: string): string {
  if (given !== undefined) {
    const named = languageNamed(given);
    if (!named) throw new ProblemFormatError(`unknown language '${given}': give a short key (${shortKeysOf().join(', ')}) or a name from --list-languages`);
    return named;
  }
  const byExtension = languageForFile(sourceFile);
  if (!byExtension) throw new ProblemFormatError(`cannot tell the language of ${sourceFile}: give --language (see --list-languages)`);
  return byExtension;
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  const openJudge = () => createLocalJudge({ workRoot: process.env.JUDGE_WORK_DIR, cacheDir: process.env.JUDGE_CACHE_DIR, testlibDir: process.env.JUDGE_TESTLIB_DIR });
  if (args.listLanguages) {
    for (const s of (await openJudge()).languages.all()) {
      const shortKeys = s.definition.shortKeys?.length ? `  (${s.definition.shortKeys.join(', ')})` : '';
      process.stdout.write(`${s.definition.key.padEnd(18)} ${s.available ? `${s.version}` : `unavailable: ${s.reason}`}${shortKeys}\n`);
    }
    return 0;
  }
  if (!args.problemDir || !args.sourceFile) throw new ProblemFormatError(USAGE);
  // what the command line says is checked before the sandbox is set up
  const language = chosenLanguage(args.language, args.sourceFile);
  const problem = readHydroProblem(args.problemDir);
  const local = await openJudge();
  const outcome = await local.judge.judge({ ...problem, language, code: readFileSync(args.sourceFile, 'utf8') });
  if (args.json) process.stdout.write(`${JSON.stringify({ language, verdict: statusName(outcome.status), ...outcome }, null, 2)}\n`);
  else printHuman(outcome, `${language} ${local.languages.state(language)?.version ?? ''}`.trim());
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    process.stderr.write(`oj-judge: ${error.message}\n`);
    process.exit(error instanceof SandboxUnavailable ? 3 : error instanceof ProblemFormatError ? 2 : 1);
  },
);
