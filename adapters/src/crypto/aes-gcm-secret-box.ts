import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { ServiceUnavailable, type SecretBox } from '@oj/core';

/** The sealed text's format: `v1:<key id>:<iv>:<tag>:<ciphertext>` (base64url parts). */
const VERSION = 'v1';
const IV_BYTES = 12;
const KEY_BYTES = 32;

/** The 32-byte key of SECRETS_KEY (64 hex digits or base64). */
export function secretsKeyBytes(text: string): Buffer {
  const key = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== KEY_BYTES) throw new Error(`SECRETS_KEY must be ${KEY_BYTES} bytes`);
  return key;
}

/**
 * SecretBox with AES-256-GCM: a fresh random IV per secret, the tag checked on opening, and the key's
 * fingerprint (8 hex digits of its SHA-256) in the sealed text, so a secret sealed under another key is
 * refused by name rather than read as garbage.
 */
export class AesGcmSecretBox implements SecretBox {
  readonly available = true;
  private readonly keyId: string;

  constructor(private readonly key: Buffer) {
    if (key.length !== KEY_BYTES) throw new Error(`an AES-256-GCM key is ${KEY_BYTES} bytes`);
    this.keyId = createHash('sha256').update(key).digest('hex').slice(0, 8);
  }

  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, this.keyId, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join(':');
  }

  open(sealed: string): string {
    const [version, keyId, iv, tag, data] = sealed.split(':');
    if (version !== VERSION || data === undefined) throw new Error('not a sealed secret of this site');
    if (keyId !== this.keyId) throw new Error(`the secret was sealed under another key (${keyId}); this site's SECRETS_KEY is ${this.keyId}`);
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }
}

/** The SecretBox of a site without SECRETS_KEY: nothing can be sealed or opened, and it says why. */
export class NoSecretBox implements SecretBox {
  readonly available = false;

  seal(): string {
    throw new ServiceUnavailable('error.secretsKeyMissing');
  }

  open(): string {
    throw new ServiceUnavailable('error.secretsKeyMissing');
  }
}
