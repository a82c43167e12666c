import { useEffect, useRef, useState } from 'react';

/**
 * `value` once its `identity` has stayed the same for `ms` (the price is asked after typing pauses, not per
 * keystroke). `identity` is what "the same" means for values rebuilt on every render.
 */
export function useDebounced<T>(value: T, identity: string, ms: number): T {
  const [settled, setSettled] = useState({ identity, value });
  const latest = useRef(value);
  latest.current = value;
  useEffect(() => {
    const timer = setTimeout(() => setSettled({ identity, value: latest.current }), ms);
    return () => clearTimeout(timer);
  }, [identity, ms]);
  return settled.value;
}
