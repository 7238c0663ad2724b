import { InProcessEventBus } from '../events/in-process-event-bus';
import { definePlugin } from './plugin-manifest';
import { PluginSettings } from './plugin-settings';
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

function setup(repository = new MemorySettings(), bus = new InProcessEventBus()) {
  const settings = new PluginSettings([plugin, definePlugin({ id: 'plain' })], repository, bus);
  return { settings, repository, bus };
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
