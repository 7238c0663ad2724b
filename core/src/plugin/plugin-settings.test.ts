import type { Clock } from '../clock/clock.port';
import { InProcessEventBus } from '../events/in-process-event-bus';
import { definePlugin } from './plugin-manifest';
import { PLUGIN_SETTINGS_MAX_AGE_MS, PluginSettings } from './plugin-settings';
import type { PluginSettingsRepository } from './plugin-settings.repository';

class MemorySettings implements PluginSettingsRepository {
  readonly rows = new Map<string, Record<string, unknown>>();
  async all() {
    return new Map([...this.rows].map(([id, values]) => [id, { ...values }]));
  }
  async save(id: string, values: Record<string, unknown>) {
    this.rows.set(id, { ...this.rows.get(id), ...values });
    return { ...this.rows.get(id) };
  }
}

const plugin = definePlugin({
  id: 'probe',
  settings: [
    { key: 'pageSize', labelKey: 'probe.pageSize', type: 'integer', default: 30, min: 10, max: 100 },
    { key: 'open', labelKey: 'probe.open', descriptionKey: 'probe.openHelp', type: 'boolean', default: false },
    { key: 'motto', labelKey: 'probe.motto', type: 'string', default: 'hi', maxLength: 5 },
  ],
  i18n: { 'en-US': { 'probe.pageSize': 'Page size', 'probe.openHelp': 'Opens it' }, 'zh-CN': { 'probe.pageSize': '每页数量' } },
});

/** A clock the test moves by hand. */
class ManualClock implements Clock {
  at = Date.parse('2026-01-01T00:00:00Z');
  now() {
    return new Date(this.at);
  }
}

function settingsOver(repository: PluginSettingsRepository, bus: InProcessEventBus, clock: Clock = new ManualClock()) {
  return new PluginSettings([plugin, definePlugin({ id: 'plain' })], repository, bus, clock);
}

function setup(repository = new MemorySettings(), bus = new InProcessEventBus(), clock: Clock = new ManualClock()) {
  const settings = settingsOver(repository, bus, clock);
  return { settings, repository, bus, clock };
}

describe('plugin settings', () => {
  it('answer the defaults until a value is saved, and the saved value after', async () => {
    const { settings, repository } = setup();
    await settings.load();
    expect(settings.get('probe')).toEqual({ pageSize: 30, open: false, motto: 'hi' });
    await settings.save({ probe: { pageSize: 50, open: true } });
    expect(settings.get('probe')).toEqual({ pageSize: 50, open: true, motto: 'hi' });
    expect(repository.rows.get('probe')).toEqual({ pageSize: 50, open: true });
    expect(settings.get('plain')).toEqual({});
  });

  it('refuse unknown plugins and keys, wrong types and values out of range, saving nothing', async () => {
    const { settings, repository } = setup();
    await expect(settings.save({ nope: {} })).rejects.toMatchObject({ key: 'plugin.unknown', params: { ids: 'nope' } });
    await expect(settings.save({ probe: 5 })).rejects.toMatchObject({ key: 'plugin.settingsObject', params: { plugin: 'probe' } });
    await expect(settings.save({ probe: { size: 1 } })).rejects.toMatchObject({ key: 'plugin.settingUnknown', params: { plugin: 'probe', keys: 'size' } });
    await expect(settings.save({ probe: { pageSize: '50' } })).rejects.toMatchObject({ key: 'plugin.settingInteger', params: { field: 'probe.pageSize' } });
    await expect(settings.save({ probe: { pageSize: 2.5 } })).rejects.toMatchObject({ key: 'plugin.settingInteger' });
    await expect(settings.save({ probe: { pageSize: 101 } })).rejects.toMatchObject({ key: 'plugin.settingRange', params: { field: 'probe.pageSize', min: 10, max: 100 } });
    await expect(settings.save({ probe: { open: 'yes' } })).rejects.toMatchObject({ key: 'plugin.settingBoolean' });
    await expect(settings.save({ probe: { motto: 7 } })).rejects.toMatchObject({ key: 'plugin.settingString' });
    // every bad field is named, the first one is the message
    await expect(settings.save({ probe: { open: true, motto: 'far too long', pageSize: 5 } })).rejects.toMatchObject({
      key: 'plugin.settingTooLong', params: { max: 5 },
      problems: [{ field: 'probe.motto', key: 'plugin.settingTooLong' }, { field: 'probe.pageSize', key: 'plugin.settingRange' }],
    });
    expect(repository.rows.size).toBe(0);
  });

  it('reach every process through the event, and survive a restart through the repository', async () => {
    const bus = new InProcessEventBus();
    const repository = new MemorySettings();
    const a = setup(repository, bus).settings;
    const b = setup(repository, bus).settings;
    b.follow();
    await a.save({ probe: { motto: 'yo' } });
    expect(b.get('probe').motto).toBe('yo');
    const restarted = setup(repository).settings;
    await restarted.load();
    expect(restarted.get('probe')).toMatchObject({ motto: 'yo', pageSize: 30 });
  });

  it('are read again once older than the max age, so a save whose event was missed is seen', async () => {
    const repository = new MemorySettings();
    const clock = new ManualClock();
    const { settings } = setup(repository, new InProcessEventBus(), clock);
    const all = jest.spyOn(repository, 'all');
    await settings.start();
    // saved by another process while this one's events were lost (Redis away): no event here
    repository.rows.set('probe', { motto: 'late' });
    clock.at += PLUGIN_SETTINGS_MAX_AGE_MS;
    expect(settings.get('probe').motto).toBe('hi');
    expect(all).toHaveBeenCalledTimes(1);
    clock.at += 1;
    // the copy is too old: this read still answers it (get is synchronous) and starts reading again
    expect(settings.get('probe').motto).toBe('hi');
    expect(all).toHaveBeenCalledTimes(2);
    expect(settings.get('probe').motto).toBe('hi');
    expect(all).toHaveBeenCalledTimes(2);
    await settings.load(); // the read under way
    expect(all).toHaveBeenCalledTimes(2);
    expect(settings.get('probe').motto).toBe('late');
    expect(all).toHaveBeenCalledTimes(2);
  });

  it('keep the old copy when reading again fails, and try again on the next read', async () => {
    const repository = new MemorySettings();
    const clock = new ManualClock();
    const { settings } = setup(repository, new InProcessEventBus(), clock);
    await settings.start();
    await settings.save({ probe: { motto: 'kept' } });
    const all = jest.spyOn(repository, 'all').mockRejectedValueOnce(new Error('database away'));
    clock.at += PLUGIN_SETTINGS_MAX_AGE_MS + 1;
    expect(settings.get('probe').motto).toBe('kept');
    await expect(settings.load()).rejects.toThrow('database away');
    repository.rows.set('probe', { motto: 'back' });
    expect(settings.get('probe').motto).toBe('kept');
    await settings.load();
    expect(all).toHaveBeenCalledTimes(2);
    expect(settings.get('probe').motto).toBe('back');
  });

  it('follow the saves before reading at start: a save made elsewhere while the first read is under way is kept', async () => {
    const bus = new InProcessEventBus();
    const repository = new MemorySettings();
    repository.rows.set('probe', { motto: 'old' });
    // the starting process's read sees the rows as they were when it began, and answers after the save
    let answer: () => void = () => undefined;
    const slow: PluginSettingsRepository = {
      all: async () => {
        const rows = await repository.all();
        await new Promise<void>((resolve) => (answer = resolve));
        return rows;
      },
      save: (id, values) => repository.save(id, values),
    };
    const starting = settingsOver(slow, bus);
    const started = starting.start();
    await new Promise((resolve) => setImmediate(resolve));
    await setup(repository, bus).settings.save({ probe: { motto: 'new' } });
    answer();
    await started;
    expect(starting.get('probe').motto).toBe('new');
  });

  it('give the default for a stored value that no longer fits its setting', async () => {
    const repository = new MemorySettings();
    repository.rows.set('probe', { pageSize: 500, open: 'x' });
    const { settings } = setup(repository);
    await settings.load();
    expect(settings.get('probe')).toMatchObject({ pageSize: 30, open: false });
  });

  it('describe the settings with their labels in the reader\'s language (the key when a string is missing)', async () => {
    const { settings } = setup();
    await settings.save({ probe: { pageSize: 20 } });
    expect(settings.describe('probe', 'en-US')[0]).toMatchObject({ key: 'pageSize', label: 'Page size', type: 'integer', value: 20, default: 30, min: 10, max: 100 });
    expect(settings.describe('probe', 'en-US')[1]).toMatchObject({ label: 'probe.open', description: 'Opens it', value: false });
    expect(settings.describe('probe', 'zh-CN')[0].label).toBe('每页数量');
    expect(Object.keys(settings.describeAll('en-US'))).toEqual(['probe']);
  });

  it('are declared soundly: a default of the wrong type or out of its range, or a key twice, stops the manifest', () => {
    expect(() => definePlugin({ id: 'bad', settings: [{ key: 'n', labelKey: 'n', type: 'integer', default: 5, min: 10 }] })).toThrow("plugin 'bad' setting 'n': the default 5 does not fit the setting's type (integer) and limits");
    expect(() => definePlugin({ id: 'bad', settings: [{ key: 'b', labelKey: 'b', type: 'boolean', default: 'yes' }] })).toThrow(/the default "yes"/);
    expect(() => definePlugin({ id: 'bad', settings: [{ key: 'a-b', labelKey: 'a', type: 'string', default: '' }] })).toThrow(/letters, digits and '_'/);
    const twice = { key: 'x', labelKey: 'x', type: 'boolean' as const, default: true };
    expect(() => definePlugin({ id: 'bad', settings: [twice, twice] })).toThrow("plugin 'bad' setting 'x' is declared twice");
  });
});
