/**
 * The sandbox the judge runs untrusted programs in (DESIGN §6), shaped like go-judge's `/run` so another
 * implementation can be put behind it: several commands run together, optionally joined by pipes
 * (interactive problems), each with its own limits; files in the work folder are kept between runs
 * (compile once, run every case).
 */
export interface SandboxLimits {
  /** CPU time, ms (user + system, every process of the run). */
  cpuMs: number;
  /** Wall-clock time, ms. */
  wallMs: number;
  /** Memory ceiling of the whole run, KB (the judge compares the peak with the problem's own limit). */
  memoryKb: number;
  /** Processes and threads. */
  pids: number;
  /** Stack, KB (default: the memory ceiling). */
  stackKb?: number;
  /** Largest file the run may write, KB. */
  fileSizeKb?: number;
  /** Bytes of stdout kept; past it the run is stopped (output limit). */
  stdoutBytes?: number;
  /** Bytes of stderr kept; the rest is dropped. */
  stderrBytes?: number;
  /** Past this many bytes of stderr the run is stopped as over its output limit (default: never). */
  stderrMaxBytes?: number;
}

/** A host path shown inside the sandbox at `sandboxPath`, read-only. */
export interface SandboxMount {
  hostPath: string;
  sandboxPath: string;
}

export interface SandboxCommand {
  /** Program and arguments as seen inside the sandbox (the work folder is `/w`). */
  argv: string[];
  env?: Record<string, string>;
  limits: SandboxLimits;
  /** Host folder shown as `/w`. */
  workDir: string;
  /** Compiles may write into `/w`; judged runs get a fresh writable folder with read-only artefacts. */
  workDirWritable: boolean;
  /** Extra read-only files or folders (compiled artefacts, headers, a language's config). */
  mounts?: SandboxMount[];
  /** Host file read as stdin (default: empty). */
  stdinFile?: string;
  /** Host file receiving stdout (default: discarded). */
  stdoutFile?: string;
  /** Host file receiving stderr (default: discarded). */
  stderrFile?: string;
  /** `compile` allows file locks (build caches); `run` denies them. */
  profile: 'compile' | 'run';
  /** Size of the private `/tmp`, MB. */
  tmpMb?: number;
}

/** Joins command `from`'s stdout to command `to`'s stdin. */
export interface SandboxPipe {
  from: number;
  to: number;
}

/** Why the helper stopped a run: a limit, or `cancelled` when the runner itself went away. */
export type SandboxKillReason = 'cpu' | 'wall' | 'output' | 'cancelled';

export interface SandboxResult {
  /** Exit status; a program killed by signal N shows as 128 + N (bubblewrap's convention). */
  exitCode: number;
  /** Signal that ended the sandbox itself (the helper's kill on a limit), else 0. */
  signal: number;
  cpuMs: number;
  wallMs: number;
  /** Peak memory of the run, KB. */
  memoryKb: number;
  oomKilled: boolean;
  /** Times a fork or thread was refused at the process limit. */
  pidsLimitHit: number;
  killedBy: SandboxKillReason | null;
  stdoutBytes: number;
  stdoutTruncated: boolean;
  stderrBytes: number;
}

export interface SandboxRunOptions {
  /**
   * The run that will most likely come next (the next case's command): a sandbox may set it up while this
   * one runs, so that `run(next)` starts at once. Only a hint: a different next run is run as usual, and
   * nothing of it starts before it is asked for.
   */
  next?: SandboxCommand[];
}

export interface Sandbox {
  /** Runs the commands together; resolves when every one has ended and been accounted. */
  run(commands: SandboxCommand[], pipes?: SandboxPipe[], options?: SandboxRunOptions): Promise<SandboxResult[]>;
  /** Ends what was set up for a `next` run that did not come (a judging's end): nothing is left running. */
  release?(): Promise<void>;
}

/** The sandbox could not run (set-up failed): the judge reports System Error, never a verdict. */
export class SandboxFailure extends Error {}
