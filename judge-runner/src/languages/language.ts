/**
 * A language the judge can compile and run, as data (DESIGN §6). Templates use `{src}`, `{exe}`,
 * `{memMb}` (the run's memory limit after the factor) and `{stackMb}`. Every path is as seen inside
 * the sandbox; the work folder is `/w`.
 */
export interface LanguageDefinition {
  /** The key submissions name (HOJ's language names, so imported data keeps working). */
  key: string;
  /**
   * Short names `oj-judge --language` also takes (lower case, e.g. `cpp`, `py3`): each names one language,
   * the variant a source file of that kind is judged as.
   */
  shortKeys?: readonly string[];
  /** Shown to users next to the version the toolchain reports. */
  displayName: string;
  /** Syntax highlighting in the editor. */
  contentType: string;
  sourceName: string;
  /** Files the compile leaves for the runs (read-only in every run). */
  artefacts: string[];
  /** Omitted when the language only checks the source (or not even that). */
  compile?: {
    argv: string[];
    cpuMs: number;
    wallMs: number;
    memoryMb: number;
    env?: Record<string, string>;
  };
  run: { argv: string[]; env?: Record<string, string>; pids: number };
  /** Printed on stderr when the runtime's own memory cap stopped the program (an MLE, not an RE). */
  outOfMemory?: RegExp;
  /** Multipliers on the problem's limits, so a fair program in this language fits in them. */
  timeFactor: number;
  memoryFactor: number;
  /** The toolchain's own version line: argv, and a regexp whose first group is the version. */
  version: { argv: string[]; pattern: RegExp };
  /** Host files a language needs inside the sandbox beyond /usr (e.g. a compiler's config). */
  mounts?: Array<{ hostPath: string; sandboxPath: string }>;
  /** C/C++ variants whose <bits/stdc++.h> is precompiled at start (flags that must match). */
  precompiledHeader?: { compilerArgv: string[] };
  /** A+B in this language, for the start-up self-test and the judge test suite. */
  aPlusB: string;
}
