import type { ServiceIdentifier } from 'inversify';

/** The values the super admin saved for the plugins' settings; a setting without one takes its default. */
export interface PluginSettingsRepository {
  /** Every stored value, by plugin id, then setting key. */
  all(): Promise<Map<string, Record<string, unknown>>>;
  /** Stores these values of one plugin (its other stored values stay); answers all of its stored values now. */
  save(pluginId: string, values: Record<string, unknown>): Promise<Record<string, unknown>>;
}

export const PLUGIN_SETTINGS_REPOSITORY: ServiceIdentifier<PluginSettingsRepository> = Symbol.for('oj.PluginSettingsRepository');
