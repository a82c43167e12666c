import type { MediaStore } from './media.js';

/** The MediaStore contract in memory, with URLs that name the key (tests and benches). */
export function createMemoryMediaStore(base = 'https://media.test/media/'): MediaStore & {
  readonly objects: Map<string, { bytes: Uint8Array; contentType: string; metadata: Record<string, string> }>;
} {
  const objects = new Map<string, { bytes: Uint8Array; contentType: string; metadata: Record<string, string> }>();
  return {
    objects,
    async put(key, bytes, contentType, _filename, metadata = {}) {
      objects.set(key, { bytes, contentType, metadata });
    },
    async head(key) {
      return objects.get(key)?.metadata;
    },
    async url(key) {
      return `${base}${key}?signature=test`;
    },
    keyOf(url) {
      return url.startsWith(base) ? url.slice(base.length).split('?')[0] : undefined;
    },
  };
}
