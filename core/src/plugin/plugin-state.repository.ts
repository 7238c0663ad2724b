import type { ServiceIdentifier } from 'inversify';

/** The super admin's enable switch per plugin id; a plugin without a stored choice takes its default. */
export interface PluginStateRepository {
  /** Every stored choice, by plugin id. */
  all(): Promise<Map<string, boolean>>;
  set(id: string, enabled: boolean): Promise<void>;
}

export const PLUGIN_STATE_REPOSITORY: ServiceIdentifier<PluginStateRepository> = Symbol.for('oj.PluginStateRepository');
