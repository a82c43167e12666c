import { useCallback, useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '../../../lib/storage.js';

/** One collapsed state for the whole app, remembered between visits (docs/product.md#dashboard). */
export const sidebarStorageKey = 'sidebarCollapsed';

const listeners = new Set<() => void>();

const read = (): boolean => readStorage(sidebarStorageKey) === 'true';

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  // Other tabs change it too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === sidebarStorageKey) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

export const setSidebarCollapsed = (collapsed: boolean): void => {
  writeStorage(sidebarStorageKey, String(collapsed));
  for (const listener of listeners) listener();
};

export const useSidebarCollapsed = (): readonly [boolean, (collapsed: boolean) => void] => {
  const collapsed = useSyncExternalStore(subscribe, read, () => false);
  const set = useCallback((value: boolean) => setSidebarCollapsed(value), []);
  return [collapsed, set] as const;
};
