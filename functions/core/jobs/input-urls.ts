import type { AddressPolicy } from '../net/connector.js';
import { checkFetchableUrl } from '../net/public-host.js';

/**
 * Accept-time check of every URL a job's input carries, at any depth (`videoUrl`, `images[3].url`, `videos[1]`):
 * a host that is an address, or resolves to one, that is not public gets a 400 naming the field, instead of a 202
 * and a failed job later. The worker's fetch checks again at connect time (DNS can change in between); a host
 * that does not resolve now is left to that fetch, so a passing DNS hiccup never refuses a good job.
 */
export async function checkInputUrls(input: unknown, policy: AddressPolicy, skip: ReadonlySet<string>): Promise<void> {
  for (const { path, url } of urlsIn(input, '', skip)) await checkFetchableUrl(url, path, policy);
}

interface FoundUrl {
  readonly path: string;
  readonly url: URL;
}

/** Strings that are whole http(s) URLs, with their paths; top-level names in `skip` are left out. */
function* urlsIn(value: unknown, path: string, skip: ReadonlySet<string>): Generator<FoundUrl> {
  if (typeof value === 'string') {
    if (!/^https?:\/\//i.test(value)) return;
    const url = URL.canParse(value) ? new URL(value) : undefined;
    if (url) yield { path, url };
    return;
  }
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* urlsIn(item, `${path}[${i}]`, skip);
    return;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (path === '' && skip.has(key)) continue;
      yield* urlsIn(item, path === '' ? key : `${path}.${key}`, skip);
    }
  }
}
