import type { PluginSetting, PluginSettings } from '@oj/core';
import { libreData, LIBRE_DEFAULT_API_HOST } from './judges/libre/libre.data';
import { REMOTE_JUDGE_ADAPTERS } from './judges/registry';

/** The plugin's id, as the site names its settings, routes and tables' migrations. */
export const REMOTE_JUDGES_PLUGIN_ID = 'remote-judges';

/** Poll deadline of a remote submission (s): its default and its range. */
export const POLL_DEADLINE = { default: 300, min: 10, max: 1200 } as const;
/** Minutes between two health checks of each enabled judge (0: none by themselves; the admin may still check). */
export const HEALTH_CHECK_MINUTES = { default: 10, min: 0, max: 1440 } as const;

/** The setting naming a judge's address: `hostCF` (Gym shares Codeforces' host). */
export const hostSetting = (key: string) => `host${key === 'GYM' ? 'CF' : key}`;
/** The setting switching a judge on: `enableCF`. */
export const enableSetting = (key: string) => `enable${key}`;

/**
 * What the super admin changes on the switch page: each judge on or off (off by default: a judge is
 * offered only once someone chose to, with accounts to submit with and its terms of use read), each
 * judge's address (every host is configuration: a mirror, or a test's replay server), the poll deadline
 * and the health check's period.
 */
export const remoteJudgeSettings: PluginSetting[] = [
  ...REMOTE_JUDGE_ADAPTERS.map((a): PluginSetting => ({ key: enableSetting(a.data.key), labelKey: `remote.setting.enable.${a.data.key}`, type: 'boolean', default: false })),
  ...REMOTE_JUDGE_ADAPTERS.filter((a) => a.data.key !== 'GYM').map((a): PluginSetting => ({
    key: hostSetting(a.data.key), labelKey: `remote.setting.host.${a.data.key}`, descriptionKey: 'remote.setting.hostHelp', type: 'string', default: a.data.defaultHost, maxLength: 255,
  })),
  { key: 'hostLIBREApi', labelKey: 'remote.setting.host.LIBREApi', descriptionKey: 'remote.setting.hostHelp', type: 'string', default: LIBRE_DEFAULT_API_HOST, maxLength: 255 },
  { key: 'pollDeadlineSeconds', labelKey: 'remote.setting.pollDeadline', descriptionKey: 'remote.setting.pollDeadlineHelp', type: 'integer', default: POLL_DEADLINE.default, min: POLL_DEADLINE.min, max: POLL_DEADLINE.max },
  { key: 'healthCheckMinutes', labelKey: 'remote.setting.healthCheck', descriptionKey: 'remote.setting.healthCheckHelp', type: 'integer', default: HEALTH_CHECK_MINUTES.default, min: HEALTH_CHECK_MINUTES.min, max: HEALTH_CHECK_MINUTES.max },
];

/** The settings now, typed (every web process holds the saved values; read per call). */
export class RemoteJudgeConfig {
  constructor(private readonly settings: PluginSettings) {}

  private values(): Record<string, string | number | boolean> {
    return this.settings.get(REMOTE_JUDGES_PLUGIN_ID) as Record<string, string | number | boolean>;
  }

  enabled(key: string): boolean {
    return this.values()[enableSetting(key)] === true;
  }

  /** The judge's address (a setting); LibreOJ's API has its own (`api`). */
  host(key: string): string {
    return String(this.values()[hostSetting(key)]);
  }

  hosts(key: string): Record<string, string> {
    return key === libreData.key ? { api: String(this.values().hostLIBREApi) } : {};
  }

  pollDeadlineMs(): number {
    return Number(this.values().pollDeadlineSeconds) * 1000;
  }

  healthCheckMs(): number {
    return Number(this.values().healthCheckMinutes) * 60_000;
  }
}
