export { Settings, ENV, EXPECTED, SECRET_SETTINGS, type SettingName } from './settings';
export { parseRemoteJudgeAccounts, REMOTE_JUDGE_POOL_KEYS, type RemoteJudgeAccountSeed } from './remote-judge-accounts';
export { loadSettings, isEmbedded, SettingsError, type LoadOptions, type LoadedSettings, type SettingSource } from './load-settings';
export { isAddressOrSubnet } from './address-or-subnet';
export { fileStoreKind, fileStoreProblems, type FileStoreKind } from './file-store-choice';
