import { type WebConfig, webConfigSchema } from '../../../shared/web-config.js';

let pending: Promise<WebConfig> | undefined;

/**
 * The runtime configuration (`/config.json`), fetched once. Kept out of the landing bundle: only the API client
 * and the auth module import it, lazily, so its schema library loads when first needed.
 */
export const loadWebConfig = (): Promise<WebConfig> => {
  pending ??= fetch('/config.json', { headers: { accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`config.json answered ${response.status}`);
      return webConfigSchema.parse(await response.json());
    })
    .catch((error: unknown) => {
      // A failed load must not be cached: the next call tries again.
      pending = undefined;
      throw error;
    });
  return pending;
};
