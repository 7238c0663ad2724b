import { inject, injectable } from 'inversify';
import { EVENT_BUS, type EventBus } from '../events/event-bus.port';
import { SITE_SWITCHES_REPOSITORY, type SiteSwitchesRepository } from './site-switches.repository';
import { WEBSITE_CONFIG_REPOSITORY, type WebsiteConfigRepository } from './website-config.repository';
import { publicWebsiteConfig, type PublicWebsiteConfig, type WebsiteConfig } from './website-config.model';

/**
 * Reads the website config (every page and the shell ask for it) and changes it.
 * Reads are served from memory; a change anywhere publishes `site.config-changed`, which drops the
 * copy in every process (and a copy older than WEBSITE_CONFIG_MAX_AGE_MS is re-read regardless).
 */
/** A cached copy is re-read after this long even without an event (events can be missed while Redis is away). */
export const WEBSITE_CONFIG_MAX_AGE_MS = 30_000;

@injectable()
export class WebsiteConfigService {
  private cached: Promise<WebsiteConfig> | undefined;
  private cachedPublic: PublicWebsiteConfig | undefined;
  private cachedAt = 0;

  constructor(
    @inject(WEBSITE_CONFIG_REPOSITORY) private readonly repository: WebsiteConfigRepository,
    @inject(SITE_SWITCHES_REPOSITORY) private readonly switches: SiteSwitchesRepository,
    @inject(EVENT_BUS) private readonly events: EventBus,
  ) {
    events.subscribe('site.config-changed', () => this.forget());
  }

  get(): Promise<WebsiteConfig> {
    if (this.cached && Date.now() - this.cachedAt > WEBSITE_CONFIG_MAX_AGE_MS) this.forget();
    if (!this.cached) {
      this.cachedAt = Date.now();
      const loading = this.repository.get();
      this.cached = loading;
      // a failed read is not remembered: the next request tries the database again
      loading.catch(() => {
        if (this.cached === loading) this.forget();
      });
    }
    return this.cached;
  }

  /** The public config if a fresh copy is in memory (no waiting), else undefined. */
  cachedPublicConfig(): PublicWebsiteConfig | undefined {
    return this.cachedPublic && Date.now() - this.cachedAt <= WEBSITE_CONFIG_MAX_AGE_MS ? this.cachedPublic : undefined;
  }

  async getPublic(): Promise<PublicWebsiteConfig> {
    const fresh = this.cachedPublicConfig();
    if (fresh) return fresh;
    const source = this.get();
    // the register switch comes with it (a change of switches publishes site.config-changed too)
    const [config, switches] = await Promise.all([source, this.switches.get()]);
    // frozen: shared by every request, and the web layer serialises a frozen result only once
    const shown = Object.freeze(publicWebsiteConfig(config, switches));
    // keep it only if no change arrived while it was loading
    if (this.cached === source) this.cachedPublic = shown;
    return shown;
  }

  async update(changes: Partial<WebsiteConfig>): Promise<WebsiteConfig> {
    const updated = await this.repository.update(changes);
    this.forget();
    await this.events.publish('site.config-changed', { keys: Object.keys(changes) });
    return updated;
  }

  private forget(): void {
    this.cached = undefined;
    this.cachedPublic = undefined;
  }
}
