'use client';

import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Focus for a dialog that is mounted only while open (as Chakra's dialogs did): on opening, the element
 * `initial` finds; on closing (unmount), back to the control that opened it.
 */
export function useDialogFocus(initial: () => HTMLElement | null | undefined): void {
  const opener = useRef<HTMLElement | null>(null);
  const find = useRef(initial);
  // before the <dialog> opens (its effect runs after the layout effects): the opener still has focus;
  // only once (Strict Mode runs the effects twice, the second time with the dialog open)
  useLayoutEffect(() => {
    if (opener.current === null && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, []);
  useEffect(() => {
    find.current()?.focus();
    return () => {
      // a passive cleanup: the dialog has left the page, so the rest of it is no longer inert
      if (opener.current?.isConnected) opener.current.focus();
    };
  }, []);
}
