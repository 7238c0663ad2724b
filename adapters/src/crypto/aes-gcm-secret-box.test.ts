import { randomBytes } from 'node:crypto';
import { AesGcmSecretBox, NoSecretBox, secretsKeyBytes } from './aes-gcm-secret-box';

describe('AesGcmSecretBox', () => {
  const box = new AesGcmSecretBox(randomBytes(32));

  it('opens what it sealed, and never seals the same text the same way twice', () => {
    const a = box.seal('hunter2 密码');
    const b = box.seal('hunter2 密码');
    expect(a).not.toBe(b);
    expect(a).not.toContain('hunter2');
    expect(box.open(a)).toBe('hunter2 密码');
    expect(box.open(b)).toBe('hunter2 密码');
  });

  it('refuses a secret sealed under another key, naming both keys, and a tampered one', () => {
    const other = new AesGcmSecretBox(randomBytes(32));
    expect(() => box.open(other.seal('x'))).toThrow(/sealed under another key/);
    const parts = box.seal('secret').split(':');
    parts[4] = Buffer.from('SECRET').toString('base64url');
    expect(() => box.open(parts.join(':'))).toThrow();
    expect(() => box.open('plain text')).toThrow(/not a sealed secret/);
  });

  it('reads SECRETS_KEY as 64 hex digits or base64 of 32 bytes', () => {
    const key = randomBytes(32);
    expect(secretsKeyBytes(key.toString('hex'))).toEqual(key);
    expect(secretsKeyBytes(key.toString('base64'))).toEqual(key);
    expect(() => secretsKeyBytes(Buffer.alloc(16).toString('base64'))).toThrow(/32 bytes/);
  });

  it('without a key nothing is sealed, and the error says how to get one', () => {
    const none = new NoSecretBox();
    expect(none.available).toBe(false);
    expect(() => none.seal()).toThrow(expect.objectContaining({ key: 'error.secretsKeyMissing' }));
  });
});
