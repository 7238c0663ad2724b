import { randomUUID } from 'node:crypto';
import { chmod, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The host folders of one judging: `build/` (the compile's `/w`), a fresh folder per run (that run's
 * `/w`), and `io/` where the sandbox helper writes what the programs print. Removed afterwards, so no
 * file of one submission is seen by the next.
 */
export class Workspace {
  private runs = 0;

  private constructor(readonly root: string) {}

  static async create(parent: string): Promise<Workspace> {
    // the slot's uid must pass through every parent of a folder bubblewrap binds
    await mkdir(parent, { recursive: true, mode: 0o711 });
    await chmod(parent, 0o711);
    const root = join(parent, randomUUID());
    await mkdir(join(root, 'build'), { recursive: true, mode: 0o755 });
    await mkdir(join(root, 'io'), { mode: 0o711 });
    return new Workspace(root);
  }

  get buildDir(): string {
    return join(this.root, 'build');
  }

  /** Where the helper writes a stream (`io/<name>`). */
  ioFile(name: string): string {
    return join(this.root, 'io', name);
  }

  /** A new empty folder for one run of a program (its `/w`). */
  async runDir(label: string): Promise<string> {
    const dir = join(this.root, `${label}-${++this.runs}`);
    await mkdir(dir, { mode: 0o755 });
    return dir;
  }

  async dispose(): Promise<void> {
    await rm(this.root, { recursive: true, force: true });
  }
}
