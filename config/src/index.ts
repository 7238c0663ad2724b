export { Settings, ENV, EXPECTED, type SettingName } from './settings';
export { loadSettings, isEmbedded, SettingsError, type LoadOptions, type LoadedSettings, type SettingSource } from './load-settings';
export { isAddressOrSubnet } from './address-or-subnet';
