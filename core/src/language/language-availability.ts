import type { JudgeRunnerView } from '../judge/judge-runner-registry';
import { OWN_JUDGE, type Language } from './language.model';

/** Whether the judge runners can run a language now, as their heartbeats say. */
export interface LanguageAvailability {
  available: boolean;
  /** Healthy runners that run it, with their toolchain's version. */
  runners: Array<{ runner: string; version: string }>;
  /** Healthy runners that cannot, with the reason each gave. */
  unavailable: Array<{ runner: string; reason: string }>;
}

/**
 * A language of our own judge is available while at least one healthy runner (a heartbeat within 20 s)
 * lists it as runnable; faulty runners count for nothing. Languages of remote judges are not ours to check.
 */
export function availabilityOf(language: Pick<Language, 'key' | 'oj'>, runners: readonly JudgeRunnerView[]): LanguageAvailability {
  if (language.oj !== OWN_JUDGE) return { available: true, runners: [], unavailable: [] };
  const able: LanguageAvailability['runners'] = [];
  const unable: LanguageAvailability['unavailable'] = [];
  for (const runner of runners) {
    if (!runner.healthy) continue;
    const runs = runner.languages.find((l) => l.key === language.key);
    if (runs) able.push({ runner: runner.name, version: runs.version });
    for (const u of runner.unavailable) if (u.key === language.key) unable.push({ runner: runner.name, reason: u.reason });
  }
  return { available: able.length > 0, runners: able, unavailable: unable };
}
