'use client';

import { useEffect } from 'react';

/** Puts a class on <html> while the component is mounted: page-wide rules of an open dialog (print, width). */
export function useRootClass(className: string | undefined): void {
  useEffect(() => {
    if (!className) return;
    const root = document.documentElement;
    root.classList.add(className);
    return () => root.classList.remove(className);
  }, [className]);
}
