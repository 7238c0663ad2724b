import type { ServiceIdentifier } from 'inversify';
import type { SiteSwitches } from './site-switches.model';

/** The stored switches (one row); missing keys read as their defaults. */
export interface SiteSwitchesRepository {
  get(): Promise<SiteSwitches>;
  update(changes: Partial<SiteSwitches>): Promise<SiteSwitches>;
}

export const SITE_SWITCHES_REPOSITORY: ServiceIdentifier<SiteSwitchesRepository> = Symbol.for('oj.SiteSwitchesRepository');
