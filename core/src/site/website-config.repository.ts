import type { ServiceIdentifier } from 'inversify';
import type { WebsiteConfig } from './website-config.model';

/** The stored website config: one row, seeded by the first migration. */
export interface WebsiteConfigRepository {
  get(): Promise<WebsiteConfig>;
  /** Writes the given fields; returns the whole config after the change. */
  update(changes: Partial<WebsiteConfig>): Promise<WebsiteConfig>;
}

export const WEBSITE_CONFIG_REPOSITORY: ServiceIdentifier<WebsiteConfigRepository> = Symbol.for('oj.WebsiteConfigRepository');
