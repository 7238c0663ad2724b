import type { ServiceIdentifier } from 'inversify';
import type { Extension, ExtensionPoint } from '../plugin/extension-point';
import type { ServiceGetter } from '../plugin/background-services';

/**
 * Fields of the switch page (03 §5: `switch/info`, `switch/update`) that a plugin answers for: the remote
 * judges' account lists (`hduUsernameList`, `hduPasswordList`, ...). The core declares the spec's field
 * names on the update's body; a field sent while no enabled plugin takes it is refused.
 */
export interface SwitchFields extends Extension {
  /** The `switch/update` body keys it takes. */
  keys: readonly string[];
  /** What `switch/info` shows of them, merged into its answer (never a secret: a password shows as set or not). */
  info(get: ServiceGetter): Promise<Record<string, unknown>>;
  /** Checks the keys sent (of its own) and throws the ValidationError naming a bad one; changes nothing. */
  check(values: Record<string, unknown>, get: ServiceGetter): Promise<void>;
  /** Stores what `check` passed. */
  apply(values: Record<string, unknown>, get: ServiceGetter): Promise<void>;
}

/** The switch page's fields the enabled plugins answer for (the site binds its extension point here). */
export const SWITCH_FIELDS: ServiceIdentifier<ExtensionPoint<SwitchFields>> = Symbol.for('oj.SwitchFields');

/** The remote judges' account lists of `switch/update` (api-calls.tsv), username and password list per judge. */
export const REMOTE_ACCOUNT_SWITCH_KEYS = [
  'hduUsernameList', 'hduPasswordList', 'cfUsernameList', 'cfPasswordList', 'pojUsernameList', 'pojPasswordList',
  'atcoderUsernameList', 'atcoderPasswordList', 'spojUsernameList', 'spojPasswordList', 'libreojUsernameList', 'libreojPasswordList',
] as const;

/** Most accounts one list may name, and the longest name or password in it. */
export const REMOTE_ACCOUNT_LIST_MAX = 100;
export const REMOTE_ACCOUNT_TEXT_MAX = 200;
