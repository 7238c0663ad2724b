import { inject, injectable } from 'inversify';
import { CachedRead } from '../shared/cached-read';
import { EVENT_BUS, type EventBus } from '../events/event-bus.port';
import { JudgeRunnerRegistry } from '../judge/judge-runner-registry';
import { NotFound } from '../shared/errors';
import { availabilityOf, type LanguageAvailability } from './language-availability';
import { isOffered, judgeableLanguageKeys } from './language-offer';
import { LANGUAGE_FACTORS, appliedFactor, type LanguageFactors } from './language-factors.port';
import { OWN_JUDGE, type Language, type LanguageChanges, type LanguageSeed } from './language.model';
import { LANGUAGE_REPOSITORY, type LanguageRepository } from './language.repository';

/** A cached list is re-read after this long even without an event (events can be missed while Redis is away). */
export const LANGUAGE_LIST_MAX_AGE_MS = 30_000;

/** A language as the admin page shows it: every field, and what the runners say of it. */
export type AdminLanguage = Language & LanguageAvailability & { appliedTimeFactor: number; appliedMemoryFactor: number };

/**
 * A language as every client reads it (01 §3: name, contentType, description, compileCommand, template,
 * oj), with the factors the runner multiplies a problem's limits by (1 where the judge names none).
 */
export type PublicLanguage = Omit<Language, 'enabled' | 'gmtCreate' | 'gmtModified' | 'timeFactor' | 'memoryFactor'> & { available: boolean; timeFactor: number; memoryFactor: number };

/**
 * The site's language list: seeded from the judge's definitions at start-up (missing keys only, so the
 * admin's edits stay), listed to everyone (enabled ones) and to the super admin (all, with each
 * runner's word on it), changed by the super admin. Reads come from memory; a change publishes
 * `language.changed`, which drops the copy in every process.
 */
@injectable()
export class LanguageService {
  private readonly list: CachedRead<Language[]>;

  constructor(
    @inject(LANGUAGE_REPOSITORY) private readonly languages: LanguageRepository,
    @inject(JudgeRunnerRegistry) private readonly runners: JudgeRunnerRegistry,
    @inject(EVENT_BUS) private readonly events: EventBus,
    @inject(LANGUAGE_FACTORS) private readonly factors: LanguageFactors,
  ) {
    this.list = new CachedRead(() => this.languages.list(), LANGUAGE_LIST_MAX_AGE_MS);
    events.subscribe('language.changed', () => this.list.forget());
  }

  /** Inserts the judge's languages the site does not have yet; answers the keys inserted. */
  async seed(seeds: readonly LanguageSeed[]): Promise<string[]> {
    const inserted = await this.languages.insertMissing(seeds);
    if (inserted.length) await this.changed(inserted);
    return inserted;
  }

  async listForAdmin(): Promise<AdminLanguage[]> {
    const [languages, runners] = await Promise.all([this.all(), this.runners.list()]);
    return languages.map((l) => this.forAdmin(l, runners));
  }

  /**
   * The languages users are offered: our own judge's enabled ones that a judge runner can run
   * (`judgeableLanguageKeys`). With `all`, every judge's enabled languages, whether a runner can run them
   * now or not: the problem editor's list, where an admin chooses what a problem accepts for good.
   */
  async listPublic(options: { all?: boolean } = {}): Promise<PublicLanguage[]> {
    return options.all ? this.shown(() => true) : this.shown((l, judgeable) => l.oj === OWN_JUDGE && isOffered(l, judgeable));
  }

  /** The offered languages among `ids` (a problem's), in list order; every judge's. */
  async publicByIds(ids: readonly number[]): Promise<PublicLanguage[]> {
    const wanted = new Set(ids);
    return this.shown((l, judgeable) => wanted.has(l.id) && isOffered(l, judgeable));
  }

  async update(id: number, changes: LanguageChanges): Promise<AdminLanguage> {
    const sent = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as LanguageChanges;
    const updated = await this.languages.update(id, sent);
    if (!updated) throw new NotFound('language.notFound');
    await this.changed([updated.key]);
    return this.forAdmin(updated, await this.runners.list());
  }

  /** Every field, what the runners say of it, and the factors the runner applies (its own where the admin set none). */
  private forAdmin(language: Language, runners: Awaited<ReturnType<JudgeRunnerRegistry['list']>>): AdminLanguage {
    const applied = appliedFactor(language, this.factors);
    return { ...language, ...availabilityOf(language, runners), appliedTimeFactor: applied.time, appliedMemoryFactor: applied.memory };
  }

  /** The enabled languages `keep` accepts, as every client reads them. */
  private async shown(keep: (language: Language, judgeable: ReadonlySet<string> | undefined) => boolean): Promise<PublicLanguage[]> {
    const [languages, runners] = await Promise.all([this.all(), this.runners.list()]);
    const judgeable = judgeableLanguageKeys(runners);
    return languages
      .filter((l) => l.enabled && keep(l, judgeable))
      .map(({ enabled: _enabled, gmtCreate: _created, gmtModified: _modified, ...shown }) => {
        // another judge's language: its own judge decides the limits
        const factor = shown.oj === OWN_JUDGE ? appliedFactor(shown, this.factors) : { time: 1, memory: 1 };
        return { ...shown, available: availabilityOf(shown, runners).available, timeFactor: factor.time, memoryFactor: factor.memory };
      });
  }

  private all(): Promise<Language[]> {
    return this.list.get();
  }

  private async changed(keys: string[]): Promise<void> {
    this.list.forget();
    await this.events.publish('language.changed', { keys });
  }
}
