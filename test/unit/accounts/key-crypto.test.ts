import { describe, expect, it } from 'vitest';
import {
  apiKeyPattern,
  decryptApiKey,
  encryptApiKey,
  generateApiKey,
  hashApiKey,
  maskApiKey,
} from '../../../functions/core/accounts/key-crypto.js';

const secret = 'a-local-secret-of-enough-length';

describe('API keys', () => {
  it('are alq_ followed by 32 letters and digits, and differ each time', () => {
    const a = generateApiKey();
    const b = generateApiKey();
    expect(a).toMatch(/^alq_[A-Za-z0-9]{32}$/);
    expect(apiKeyPattern.test(a)).toBe(true);
    expect(a).not.toBe(b);
  });

  it('are looked up by SHA-256 hex', () => {
    expect(hashApiKey('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashApiKey('alq_x')).toMatch(/^[0-9a-f]{64}$/);
    expect(hashApiKey('alq_x')).not.toBe(hashApiKey('alq_y'));
  });

  it('show only their last 12 characters when masked', () => {
    const key = generateApiKey();
    const masked = maskApiKey(key);
    expect(masked).toHaveLength(key.length);
    expect(masked.endsWith(key.slice(-12))).toBe(true);
    expect(masked.slice(0, -12)).toMatch(/^•+$/);
  });

  it('round-trip through AES-256-GCM and are not stored in clear', () => {
    const key = generateApiKey();
    const stored = encryptApiKey(key, secret);
    expect(stored).not.toContain(key.slice(4));
    expect(decryptApiKey(stored, secret)).toBe(key);
    expect(encryptApiKey(key, secret)).not.toBe(stored);
  });

  it('refuse to decrypt with another secret or after tampering', () => {
    const stored = encryptApiKey(generateApiKey(), secret);
    expect(() => decryptApiKey(stored, 'another-secret-of-enough-length')).toThrow();
    const [v, iv, data, tag] = stored.split('.');
    const flipped = `${v}.${iv}.${data?.startsWith('A') ? `B${data.slice(1)}` : `A${data?.slice(1)}`}.${tag}`;
    expect(() => decryptApiKey(flipped, secret)).toThrow();
  });
});
