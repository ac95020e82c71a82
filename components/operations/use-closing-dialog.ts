'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * For a dialog its parent renders only while it is open: a native `<dialog>` gives focus back to its
 * opener when it closes, not when it is removed. So it closes first, and `onClosed` (which unmounts it)
 * runs after the close has happened.
 */
export function useClosingDialog(onClosed: () => void): { open: boolean; close: () => void } {
  const [open, setOpen] = useState(true);
  const closed = useRef(onClosed);
  useEffect(() => {
    closed.current = onClosed;
  });
  useEffect(() => {
    if (!open) closed.current();
  }, [open]);
  return { open, close: useCallback(() => setOpen(false), []) };
}
