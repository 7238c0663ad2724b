export { AesGcmSecretBox, NoSecretBox, secretsKeyBytes } from './aes-gcm-secret-box';
