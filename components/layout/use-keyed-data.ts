'use client';

import { useEffect, useRef, useState } from 'react';
import { useFailureAlert } from './use-failure-alert';
import type { Keyed } from '@/lib/operations/load';

export type { Keyed };

export interface KeyedDataOptions<T> {
  /** The server's answer for its key (with the page's HTML): used as it is while the key is that one, asking nothing. */
  initial?: Keyed<T> | null;
  /**
   * What a failed load leaves for its key, from the last data (still of another key). Omitted: nothing is left, so
   * the last data stay under their own key and the failed key is asked again when it next comes.
   */
  failed?: (last: Keyed<T> | null) => T;
  /** The catalogue's text for this call's failure (spec §8), shown instead of the answer's message. */
  failureText?: string;
  /** The caller's own reaction to a failure, instead of the alert (spec §8 catalogue entries of their own). */
  onFailure?: (error: unknown) => void;
  /** Asks only once the key has stayed the same this long (ms): a typed text is asked once per pause, not per key. */
  delay?: number;
}

/**
 * The data a screen shows for `key` (null: none wanted), kept with the key they were asked for, the one way the
 * screens load data in the browser:
 * - the server's first answer (`initial`) is the first value: the browser does not ask again for what the HTML holds;
 * - each new key is asked once (`load` must name nothing `key` does not); meanwhile the last data stay (their key
 *   differs), so what shows them keeps its place and can dim;
 * - a new key or the unmount cancels the call on its way (its AbortSignal), and a cancelled answer is never shown;
 * - a failure reacts as spec §8 says: the API client has already opened the "temporarily unavailable" dialog
 *   (502/504, no answer), gone to the login (an ended session) or asked for the privacy policy (409); every other
 *   failure shows an error alert (the catalogue's text, else the answer's message), or the caller's own reaction.
 */
export function useKeyedData<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>, options: KeyedDataOptions<T> & { initial: Keyed<T> }): Keyed<T>;
export function useKeyedData<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>, options?: KeyedDataOptions<T>): Keyed<T> | null;
export function useKeyedData<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>, options: KeyedDataOptions<T> = {}): Keyed<T> | null {
  const alertFailure = useFailureAlert();
  const [data, setData] = useState<Keyed<T> | null>(options.initial ?? null);
  // the load and the reactions of the latest render: what `key` names, so a new closure alone asks nothing
  const latest = useRef({ load, options });
  useEffect(() => {
    latest.current = { load, options };
  });
  const loadedKey = data?.key;
  useEffect(() => {
    if (key === null || loadedKey === key) return;
    const controller = new AbortController();
    const { load: loadNow, options: now } = latest.current;
    const ask = () =>
      loadNow(controller.signal)
        .then((value) => {
          if (!controller.signal.aborted) setData({ key, value });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          // the calls still on their way for this key are no use now: they stop too
          controller.abort();
          if (now.onFailure) now.onFailure(error);
          else alertFailure(error, now.failureText);
          const failed = now.failed;
          if (failed) setData((last) => ({ key, value: failed(last) }));
        });
    const timer = now.delay ? window.setTimeout(ask, now.delay) : null;
    if (timer === null) void ask();
    return () => {
      if (timer !== null) window.clearTimeout(timer);
      controller.abort();
    };
  }, [alertFailure, key, loadedKey]);
  return data;
}
