import type { ServiceIdentifier } from 'inversify';

/**
 * Encrypts the secrets the site keeps in its database (the remote judges' account passwords) with the
 * key of the settings (SECRETS_KEY), so a copy of the database alone reveals none of them. A sealed
 * text names the key's fingerprint: opening it under another key fails instead of answering garbage.
 */
export interface SecretBox {
  /** False when the site has no key: `seal` and `open` then throw ServiceUnavailable('error.secretsKeyMissing'). */
  readonly available: boolean;
  seal(plain: string): string;
  /** The plain text of a sealed one; throws when it was sealed under another key or was tampered with. */
  open(sealed: string): string;
}

export const SECRET_BOX: ServiceIdentifier<SecretBox> = Symbol.for('oj.SecretBox');
