'use client';

import { useEffect, useState } from 'react';
import { useFailureAlert } from '@/components/layout/use-failure-alert';
import type { Keyed } from '@/lib/operations/load';

/**
 * Figures of the list's conditions (`key`; null: none wanted), kept with the key they were asked for: the first
 * page's come with its HTML (`initial`), then they are asked once per new key. Meanwhile the last stay (their key
 * differs), so what shows them keeps its place. A failure shows the alert and leaves `failed` for that key.
 * `load` must name nothing `key` does not.
 */
export function useKeyedFigures<T>(key: string | null, initial: Keyed<T> | null, load: (signal: AbortSignal) => Promise<T>, failed: T): Keyed<T> | null {
  const alertFailure = useFailureAlert();
  const [figures, setFigures] = useState<Keyed<T> | null>(initial);
  const loadedKey = figures?.key;
  useEffect(() => {
    if (key === null || loadedKey === key) return;
    const controller = new AbortController();
    load(controller.signal)
      .then((value) => {
        if (!controller.signal.aborted) setFigures({ key, value });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        alertFailure(error);
        // the calls still on their way are no use now: they stop too
        controller.abort();
        setFigures({ key, value: failed });
      });
    return () => controller.abort();
    // `load` and `failed` are what `key` names
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [alertFailure, key, loadedKey]);
  return figures;
}
