import { access, constants } from 'node:fs/promises';
import { delimiter, join } from 'node:path';

/** A program the judge needs on the host, and the Debian package that provides it. */
export interface HostPrerequisite {
  command: string;
  debianPackage: string;
  /** Why the judge needs it. */
  purpose: string;
  /** Without a required one nothing can be judged; without an optional one some languages are off. */
  required: boolean;
}

/** What the local sandbox and the default languages need (DESIGN §6). */
export const HOST_PREREQUISITES: readonly HostPrerequisite[] = [
  { command: 'bwrap', debianPackage: 'bubblewrap', purpose: 'sandbox (namespaces, no network)', required: true },
  { command: 'gcc', debianPackage: 'gcc', purpose: 'sandbox helper; C', required: true },
  { command: 'g++', debianPackage: 'g++', purpose: 'C++', required: false },
  { command: 'python3', debianPackage: 'python3', purpose: 'Python 3', required: false },
  { command: 'javac', debianPackage: 'openjdk-17-jdk-headless', purpose: 'Java', required: false },
];

export interface PrerequisiteReport {
  missing: HostPrerequisite[];
  /** True when every required one is present. */
  ready: boolean;
  /** The command that installs what is missing, or undefined when nothing is. */
  installCommand?: string;
}

async function onPath(command: string, pathVar: string): Promise<boolean> {
  for (const dir of pathVar.split(delimiter).filter(Boolean)) {
    try {
      await access(join(dir, command), constants.X_OK);
      return true;
    } catch {
      // not in this folder
    }
  }
  return false;
}

/** Looks for each prerequisite on PATH; says what is missing and how to install it. */
export async function checkHostPrerequisites(pathVar = process.env.PATH ?? '/usr/bin:/bin'): Promise<PrerequisiteReport> {
  const found = await Promise.all(HOST_PREREQUISITES.map((p) => onPath(p.command, pathVar)));
  const missing = HOST_PREREQUISITES.filter((_, i) => !found[i]);
  return {
    missing,
    ready: missing.every((p) => !p.required),
    installCommand: missing.length ? `apt-get install -y ${[...new Set(missing.map((p) => p.debianPackage))].join(' ')}` : undefined,
  };
}
