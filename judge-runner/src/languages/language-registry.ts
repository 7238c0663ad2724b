import { LANGUAGE_DEFINITIONS } from './definitions';
import type { LanguageDefinition } from './language';
import { ensurePrecompiledHeader } from './precompiled-header';
import { probeToolchain } from './toolchain';

export interface LanguageState {
  definition: LanguageDefinition;
  available: boolean;
  version?: string;
  /** Why it cannot be used here (missing toolchain, failed self-test). */
  reason?: string;
  selfTest?: 'passed' | 'failed' | 'not run';
}

export class LanguageUnavailable extends Error {
  constructor(
    readonly key: string,
    reason: string,
  ) {
    super(`language '${key}' is not available on this judge: ${reason}`);
  }
}

/**
 * The languages of this runner: every definition, with what the host says of it. A language whose
 * toolchain is missing is listed as unavailable with the reason, never dropped silently.
 */
export class LanguageRegistry {
  private readonly headers = new Map<string, Promise<string | undefined>>();

  private constructor(
    private readonly states: Map<string, LanguageState>,
    private readonly cacheDir: string,
  ) {}

  static async probe(cacheDir: string, definitions: readonly LanguageDefinition[] = LANGUAGE_DEFINITIONS): Promise<LanguageRegistry> {
    const states = new Map<string, LanguageState>();
    for (const definition of definitions) {
      const toolchain = await probeToolchain(definition);
      if (!toolchain.available) {
        states.set(definition.key, { definition, available: false, reason: toolchain.reason, selfTest: 'not run' });
        continue;
      }
      states.set(definition.key, { definition, available: true, version: toolchain.version, selfTest: 'not run' });
    }
    return new LanguageRegistry(states, cacheDir);
  }

  /**
   * The folder to mount at /pch for this language's compiles, built on first use (≈5 s per C++
   * variant, once per toolchain version: the cache folder keeps it across restarts). `warmUp` builds
   * them all ahead of time.
   */
  precompiledHeader(key: string): Promise<string | undefined> {
    const state = this.states.get(key);
    if (!state?.available || !state.version || !state.definition.precompiledHeader) return Promise.resolve(undefined);
    let pending = this.headers.get(key);
    if (!pending) {
      pending = ensurePrecompiledHeader(state.definition, state.version, this.cacheDir).catch(() => undefined);
      this.headers.set(key, pending);
    }
    return pending;
  }

  /** Builds every precompiled header now (a runner does this at start, before taking work). */
  async warmUp(): Promise<void> {
    for (const state of this.available()) await this.precompiledHeader(state.definition.key);
  }

  all(): LanguageState[] {
    return [...this.states.values()];
  }

  available(): LanguageState[] {
    return this.all().filter((s) => s.available);
  }

  state(key: string): LanguageState | undefined {
    return this.states.get(key);
  }

  /** The language to judge with, or LanguageUnavailable (the submission gets System Error / CE). */
  get(key: string): LanguageState {
    const state = this.states.get(key);
    if (!state) throw new LanguageUnavailable(key, 'no such language');
    if (!state.available) throw new LanguageUnavailable(key, state.reason ?? 'unavailable');
    return state;
  }

  markSelfTest(key: string, passed: boolean, reason?: string): void {
    const state = this.states.get(key);
    if (!state) return;
    state.selfTest = passed ? 'passed' : 'failed';
    if (!passed) {
      state.available = false;
      state.reason = `self-test failed: ${reason ?? 'A+B was not accepted'}`;
    }
  }
}
