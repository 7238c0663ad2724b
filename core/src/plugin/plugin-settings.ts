import { SystemClock, type Clock } from '../clock/clock.port';
import type { EventBus } from '../events/event-bus.port';
import type { Locale } from '../i18n/locale';
import { ValidationError, type FieldProblem } from '../shared/errors';
import type { Disposer } from './extension-point';
import { PLUGIN_SETTING_TEXT_MAX, type PluginManifest, type PluginSetting } from './plugin-manifest';
import type { PluginSettingsRepository } from './plugin-settings.repository';

export type PluginSettingValue = boolean | number | string;
export type PluginSettingValues = Record<string, PluginSettingValue>;

/** A setting as the switch page shows it: its declaration, its label in the reader's language and its value now. */
export interface PluginSettingInfo extends PluginSetting {
  label: string;
  description: string;
  value: PluginSettingValue;
}

/** Why a value does not fit its setting (an i18n key with its params), or undefined when it fits. */
function problemOf(setting: PluginSetting, value: unknown): { key: string; params?: Record<string, unknown> } | undefined {
  if (setting.type === 'boolean') return typeof value === 'boolean' ? undefined : { key: 'plugin.settingBoolean' };
  if (setting.type === 'integer') {
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) return { key: 'plugin.settingInteger' };
    const min = setting.min ?? Number.MIN_SAFE_INTEGER;
    const max = setting.max ?? Number.MAX_SAFE_INTEGER;
    return value < min || value > max ? { key: 'plugin.settingRange', params: { min, max } } : undefined;
  }
  if (typeof value !== 'string') return { key: 'plugin.settingString' };
  const max = setting.maxLength ?? PLUGIN_SETTING_TEXT_MAX;
  return value.length > max ? { key: 'plugin.settingTooLong', params: { max } } : undefined;
}

/** A copy older than this is read again even without an event (events can be missed while Redis is away). */
export const PLUGIN_SETTINGS_MAX_AGE_MS = 30_000;

/**
 * The installed plugins' settings (the manifests' `settings`): the values the super admin saved, kept in
 * memory in every web process so a plugin's services read them without a query (`get(pluginId)`, defaults
 * filled in). A save is checked against each setting's type and limits, stored, and published as
 * `plugin.settings-changed`, which every process (this one included) follows at once. A copy older than
 * PLUGIN_SETTINGS_MAX_AGE_MS is read again in the background on the next `get` (which still answers the
 * copy it has: `get` is synchronous), as the website config is.
 */
export class PluginSettings {
  private stored = new Map<string, Record<string, unknown>>();
  /** When the copy was read (ms, the clock's); 0 = never. */
  private readAt = 0;
  private reading: Promise<void> | undefined;
  /** The plugins whose values an event or a save set while the read in flight was under way: theirs are newer. */
  private setDuringRead: Set<string> | undefined;

  constructor(
    private readonly manifests: readonly PluginManifest[],
    private readonly repository: PluginSettingsRepository,
    private readonly events: EventBus,
    private readonly clock: Clock = new SystemClock(),
    private readonly maxAgeMs = PLUGIN_SETTINGS_MAX_AGE_MS,
  ) {}

  /**
   * Follows the saves made through any web process, then reads the stored values (at start): in this order,
   * a save made by another process meanwhile is not lost. Answers the disposer.
   */
  async start(): Promise<Disposer> {
    const stop = this.follow();
    try {
      await this.load();
    } catch (error) {
      stop();
      throw error;
    }
    return stop;
  }

  /** Reads the stored values; a read already under way is shared. */
  load(): Promise<void> {
    this.reading ??= this.read().finally(() => {
      this.reading = undefined;
      this.setDuringRead = undefined;
    });
    return this.reading;
  }

  /** Follows the saves made through any web process; answers the disposer (`start` follows, then loads). */
  follow(): Disposer {
    return this.events.subscribe('plugin.settings-changed', ({ payload }) => this.set(payload.id, payload.values));
  }

  /**
   * The plugin's settings now, each its saved value or its default. A saved value that no longer fits its
   * setting (a plugin update narrowed it) gives the default too.
   */
  get<T extends PluginSettingValues = PluginSettingValues>(pluginId: string): T {
    this.refreshIfOld();
    const saved = this.stored.get(pluginId) ?? {};
    const values: PluginSettingValues = {};
    for (const s of this.manifest(pluginId).settings ?? []) {
      const value = saved[s.key];
      values[s.key] = value !== undefined && !problemOf(s, value) ? (value as PluginSettingValue) : s.default;
    }
    return values as T;
  }

  /** The plugin's settings for the switch page, labelled from the plugin's own strings in `locale`. */
  describe(pluginId: string, locale: Locale): PluginSettingInfo[] {
    const manifest = this.manifest(pluginId);
    const values = this.get(pluginId);
    const text = (key: string | undefined) => (key ? (manifest.i18n?.[locale]?.[key] ?? key) : '');
    return (manifest.settings ?? []).map((s) => ({ ...s, label: text(s.labelKey), description: text(s.descriptionKey), value: values[s.key] }));
  }

  /**
   * Saves settings: plugin id → setting key → value. Checks every value first (unknown plugin or key,
   * wrong type, out of range: 400, nothing saved), then stores each plugin's values and tells every process.
   */
  async save(sent: Record<string, unknown>): Promise<void> {
    this.check(sent);
    for (const [id, values] of Object.entries(sent)) {
      if (!Object.keys(values as object).length) continue;
      const now = await this.repository.save(id, values as Record<string, unknown>);
      this.set(id, now);
      await this.events.publish('plugin.settings-changed', { id, values: now });
    }
  }

  /** Throws the 400 `save` would answer for these settings (a caller checks before changing anything else). */
  check(sent: Record<string, unknown>): void {
    const unknown = Object.keys(sent).filter((id) => !this.manifests.some((m) => m.id === id));
    if (unknown.length) throw new ValidationError('plugin.unknown', { ids: unknown.join(', ') });
    const problems: FieldProblem[] = [];
    for (const [id, values] of Object.entries(sent)) {
      if (!values || typeof values !== 'object' || Array.isArray(values)) throw new ValidationError('plugin.settingsObject', { plugin: id });
      const settings = this.manifest(id).settings ?? [];
      const strange = Object.keys(values).filter((key) => !settings.some((s) => s.key === key));
      if (strange.length) throw new ValidationError('plugin.settingUnknown', { plugin: id, keys: strange.join(', ') });
      for (const [key, value] of Object.entries(values)) {
        const problem = problemOf(settings.find((s) => s.key === key) as PluginSetting, value);
        if (problem) problems.push({ field: `${id}.${key}`, key: problem.key, params: { field: `${id}.${key}`, ...problem.params } });
      }
    }
    // the first problem is the answer's message; every one names its field
    if (problems.length) throw new ValidationError(problems[0].key, problems[0].params, problems);
  }

  /** Every installed plugin that has settings, with them (`describe`), by plugin id. */
  describeAll(locale: Locale): Record<string, PluginSettingInfo[]> {
    return Object.fromEntries(this.manifests.filter((m) => m.settings?.length).map((m) => [m.id, this.describe(m.id, locale)]));
  }

  private async read(): Promise<void> {
    const startedAt = this.clock.now().getTime();
    const during = new Set<string>();
    this.setDuringRead = during;
    const rows = await this.repository.all();
    // a value that arrived while reading is at least as new as the row read
    for (const id of during) rows.set(id, this.stored.get(id) as Record<string, unknown>);
    this.stored = rows;
    this.readAt = startedAt;
  }

  private set(id: string, values: Record<string, unknown>): void {
    this.stored.set(id, values);
    this.setDuringRead?.add(id);
  }

  /** Starts reading again when the copy is older than the max age (or was never read). */
  private refreshIfOld(): void {
    if (this.reading || this.clock.now().getTime() - this.readAt <= this.maxAgeMs) return;
    // a failed read leaves the copy and its age as they were: the next `get` tries again
    this.load().catch(() => undefined);
  }

  private manifest(pluginId: string): PluginManifest {
    const manifest = this.manifests.find((m) => m.id === pluginId);
    if (!manifest) throw new Error(`no plugin '${pluginId}' is installed`);
    return manifest;
  }
}

export const pluginSettingMessages = {
  'en-US': {
    'plugin.settingsMap': 'pluginSettings must be an object of plugin id → its settings',
    'plugin.settingsObject': "The settings of plugin '{{plugin}}' must be an object of setting key → value",
    'plugin.settingUnknown': "Plugin '{{plugin}}' has no setting {{keys}}",
    'plugin.settingBoolean': 'The setting {{field}} must be true or false',
    'plugin.settingInteger': 'The setting {{field}} must be an integer',
    'plugin.settingRange': 'The setting {{field}} must be an integer from {{min}} to {{max}}',
    'plugin.settingString': 'The setting {{field}} must be text',
    'plugin.settingTooLong': 'The setting {{field}} can not exceed {{max}} characters',
  },
  'zh-CN': {
    'plugin.settingsMap': 'pluginSettings 必须是“插件 id → 其设置”的对象',
    'plugin.settingsObject': '插件「{{plugin}}」的设置必须是“设置项 → 值”的对象',
    'plugin.settingUnknown': '插件「{{plugin}}」没有设置项 {{keys}}',
    'plugin.settingBoolean': '设置项 {{field}} 必须是 true 或 false',
    'plugin.settingInteger': '设置项 {{field}} 必须是整数',
    'plugin.settingRange': '设置项 {{field}} 必须是 {{min}} 到 {{max}} 之间的整数',
    'plugin.settingString': '设置项 {{field}} 必须是文本',
    'plugin.settingTooLong': '设置项 {{field}} 不能超过 {{max}} 个字符',
  },
};
