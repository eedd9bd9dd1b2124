"use client";

import { useEffect, useMemo, useRef } from "react";

export type Debounced<A extends unknown[]> = ((...args: A) => void) & {
  /** Drops the call that is waiting, if any. */
  cancel(): void;
  /** Makes the call that is waiting now, if any. */
  flush(): void;
};

/**
 * `callback`, called `delayMs` after the last of a quick series of calls, with
 * that last call's arguments: a search box searches once typing pauses. The
 * latest `callback` is the one called; unmounting drops a waiting call.
 * (A dozen lines in place of the use-debounce package, which cost /services
 * about 1.2 kB of gzipped script for this one use.)
 */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, delayMs: number): Debounced<A> {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  const waiting = useRef<{ timer: ReturnType<typeof setTimeout>; args: A } | null>(null);

  const debounced = useMemo(() => {
    const cancel = () => {
      if (waiting.current) clearTimeout(waiting.current.timer);
      waiting.current = null;
    };
    const flush = () => {
      const call = waiting.current;
      cancel();
      if (call) latest.current(...call.args);
    };
    const schedule = (...args: A) => {
      cancel();
      waiting.current = { timer: setTimeout(flush, delayMs), args };
    };
    return Object.assign(schedule, { cancel, flush });
  }, [delayMs]);

  useEffect(() => debounced.cancel, [debounced]);
  return debounced;
}
