import { useCallback, useEffect, useRef } from 'react';

/**
 * Schedules callbacks that are cancelled when the component unmounts (the redirect delays of
 * docs/product.md#sign-in-screens).
 */
export const useTimeout = () => {
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  return useCallback((callback: () => void, ms: number) => {
    timers.current.push(setTimeout(callback, ms));
  }, []);
};
