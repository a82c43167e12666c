/**
 * localStorage that never throws: private modes and disabled storage make it fail, and the app must still work
 * (the language then falls back to pt and nothing is remembered).
 */
const storage = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
};

export const readStorage = (key: string): string | null => {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

export const writeStorage = (key: string, value: string): void => {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Quota or privacy settings: the preference simply is not remembered.
  }
};

/** Keys currently stored, for detecting a saved session without loading the auth library. */
export const storageKeys = (): string[] => {
  const store = storage();
  if (!store) return [];
  try {
    return Array.from({ length: store.length }, (_, i) => store.key(i)).filter((key): key is string => key !== null);
  } catch {
    return [];
  }
};
