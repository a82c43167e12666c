/**
 * One module per language, imported at its first request and kept: callers asking while it loads share the one
 * import in flight, and a failed import can be retried. The catalogue translations (catalog-text.ts) and the
 * operation texts (operation-texts.ts) both load this way.
 */
export interface LanguageModules<L extends string, T> {
  /** Loads the language's module once; resolves when it is kept. */
  readonly load: (language: L) => Promise<void>;
  /** The language's module if already loaded. */
  readonly loaded: (language: L) => T | undefined;
  /** Calls `listener` whenever a language's module arrives; answers the unsubscribe. */
  readonly onLoad: (listener: () => void) => () => void;
}

export function languageModules<L extends string, T>(
  loaders: Readonly<Record<L, () => Promise<T>>>,
): LanguageModules<L, T> {
  const loaded = new Map<L, T>();
  const pending = new Map<L, Promise<void>>();
  const listeners = new Set<() => void>();
  const load = (language: L): Promise<void> => {
    if (loaded.has(language)) return Promise.resolve();
    let loading = pending.get(language);
    if (loading === undefined) {
      loading = loaders[language]()
        .then((module) => {
          loaded.set(language, module);
          for (const listener of listeners) listener();
        })
        .finally(() => pending.delete(language));
      pending.set(language, loading);
    }
    return loading;
  };
  return {
    load,
    loaded: (language) => loaded.get(language),
    onLoad: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
