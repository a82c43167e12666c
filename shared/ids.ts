/** Prefixed ids so logs and support tickets explain themselves. Works in Node and browsers (Web Crypto). */
export const idPrefixes = ['acct', 'key', 'job', 'req', 'evt', 'use', 'file', 'res', 'img', 'tts'] as const;
export type IdPrefix = (typeof idPrefixes)[number];

const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** `length` random letters and digits, unbiased (rejection sampling). */
export function randomAlphanumeric(length: number): string {
  let out = '';
  const buf = new Uint8Array(length * 2);
  while (out.length < length) {
    crypto.getRandomValues(buf);
    for (const b of buf) {
      if (b < 248 && out.length < length) out += alphabet[b % 62];
    }
  }
  return out;
}

export const newId = (prefix: IdPrefix, length = 20): string => `${prefix}_${randomAlphanumeric(length)}`;
