'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * Focus handling of the account dialogs, as the Chakra dialogs had it. They are mounted only while open (loaded on
 * demand) and leave by unmounting, so the native `<dialog>` never gets to close and to give the focus back itself.
 * Call it in the component that renders the PlainDialog: its effect runs after the dialog's own (`showModal`).
 * - On close (unmount) the focus goes back to where it was when the dialog opened (e.g. the user menu button).
 * - With `firstField`, the first field of the returned ref's element gets the focus on open (the native dialog
 *   would focus its first focusable element, the × button).
 */
export function useDialogFocus<T extends HTMLElement>({ firstField = false }: { firstField?: boolean } = {}) {
  const ref = useRef<T>(null);
  // Read during the first render, before the dialog opens and takes the focus.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)));
  useEffect(() => {
    if (firstField) ref.current?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')?.focus();
    return () => {
      if (opener?.isConnected && opener !== document.body) opener.focus();
    };
  }, [firstField, opener]);
  return ref;
}
