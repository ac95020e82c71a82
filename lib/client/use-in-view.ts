'use client';

import { useCallback, useRef, useState } from 'react';

/**
 * Whether the element has come into the viewport yet (it stays true once it has). Below-the-fold work
 * (the dashboard's chart and map, their data) waits for it, so a phone spends its first seconds on what
 * it shows. Without IntersectionObserver everything counts as seen.
 */
export function useInView<T extends Element>(): [(element: T | null) => void, boolean] {
  const [seen, setSeen] = useState(false);
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback((element: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    observer.current = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setSeen(true);
        observer.current?.disconnect();
        observer.current = null;
      }
    });
    observer.current.observe(element);
  }, []);
  return [ref, seen];
}
