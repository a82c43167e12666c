import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A message that disappears by itself (the 3 s copy/update banners, the 5 s upsell toast: docs/product.md#dashboard).
 * Showing a new message restarts the timer.
 */
export const useTimedMessage = <T>(durationMs: number): readonly [T | undefined, (message: T | undefined) => void] => {
  const [message, setMessage] = useState<T | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = useCallback(
    (next: T | undefined) => {
      clearTimeout(timer.current);
      setMessage(next);
      if (next !== undefined) timer.current = setTimeout(() => setMessage(undefined), durationMs);
    },
    [durationMs],
  );

  useEffect(() => () => clearTimeout(timer.current), []);
  return [message, show] as const;
};
