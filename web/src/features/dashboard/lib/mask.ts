/** Characters of the key left readable on screen (docs/product.md#dashboard). */
export const visibleKeyChars = 12;

/** Hides all but the last 12 characters, keeping the length so the mask looks like the key. */
export const maskKey = (key: string): string =>
  key.length <= visibleKeyChars ? key : `${'•'.repeat(key.length - visibleKeyChars)}${key.slice(-visibleKeyChars)}`;
