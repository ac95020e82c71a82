'use client';

import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Focus of a form dialog mounted only while open (as Chakra's was): its first field on opening, not the
 * close button the native dialog would pick; back to the control that opened it on closing (unmount).
 */
export function useDialogFocus(first: () => HTMLElement | null | undefined): void {
  const opener = useRef<HTMLElement | null>(null);
  const find = useRef(first);
  // before the <dialog> opens (PlainDialog's effect runs before this component's): the opener still has focus
  useLayoutEffect(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
  useEffect(() => {
    find.current()?.focus();
    const back = opener.current;
    return () => {
      // a frame later: the browser takes the removed modal <dialog> out of the top layer (the page stops being inert) only then
      requestAnimationFrame(() => {
        if (back?.isConnected) back.focus();
      });
    };
  }, []);
}
