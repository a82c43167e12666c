import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { randomAlphanumeric } from '../../../shared/ids.js';

/** Every customer key starts with this, so a leaked key is recognisable (secret scanners, support). */
export const apiKeyPrefix = 'alq_';
export const apiKeyPattern = /^alq_[A-Za-z0-9]{32}$/;
/** The page shows only the last 12 characters (docs/product.md#dashboard). */
export const visibleChars = 12;

export const generateApiKey = (): string => `${apiKeyPrefix}${randomAlphanumeric(32)}`;

/** Lookup address of a key: SHA-256 hex. Keys are long random strings, so an unsalted fast hash is enough. */
export const hashApiKey = (key: string): string => createHash('sha256').update(key).digest('hex');

export const maskApiKey = (key: string): string =>
  '•'.repeat(Math.max(0, key.length - visibleChars)) + key.slice(-visibleChars);

/** AES-256 key derived from the configured secret (HKDF), so the secret itself may be any long string. */
function aesKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'alquimia', 'api-key-display-v1', 32));
}

/** AES-256-GCM; stored as `v1.<iv>.<ciphertext>.<tag>` in base64url. */
export function encryptApiKey(key: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey(secret), iv);
  const data = Buffer.concat([cipher.update(key, 'utf8'), cipher.final()]);
  return ['v1', iv, data, cipher.getAuthTag()]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** Throws when the value was not produced by encryptApiKey with this secret (GCM authenticates it). */
export function decryptApiKey(stored: string, secret: string): string {
  const [version, iv, data, tag] = stored.split('.');
  if (version !== 'v1' || !iv || !data || !tag) throw new Error('Unrecognised encrypted key format');
  const decipher = createDecipheriv('aes-256-gcm', aesKey(secret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
