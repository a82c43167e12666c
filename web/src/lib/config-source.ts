let raw: Promise<unknown> | undefined;

/**
 * `/config.json` as sent, fetched once per page; a failed load is not cached, so the next call tries again.
 * Validation is `config.ts`'s job; this module stays free of the schema library so the landing page can use it.
 */
export const loadRawConfig = (): Promise<unknown> => {
  raw ??= fetch('/config.json', { headers: { accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`config.json answered ${response.status}`);
      const body: unknown = await response.json();
      return body;
    })
    .catch((error: unknown) => {
      raw = undefined;
      throw error;
    });
  return raw;
};

/**
 * Where the API lives (`apiBase`, default `/api`), read without the schema library so that the landing page's
 * catalogue call does not download it. Anything but a non-empty string means the default, as in the schema.
 */
export const loadApiBase = async (): Promise<string> => {
  const config = await loadRawConfig();
  const apiBase = typeof config === 'object' && config !== null && 'apiBase' in config ? config.apiBase : undefined;
  return typeof apiBase === 'string' && apiBase !== '' ? apiBase : '/api';
};
