'use client';

import { useEffect, useRef } from 'react';

/**
 * The ref of the button that opens a dialog rendered only while `open`: such a dialog unmounts as it closes, before
 * it could give focus back, so focus returns to the button here once `open` turns false.
 */
export function useFocusReturn<T extends HTMLElement>(open: boolean) {
  const trigger = useRef<T>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) trigger.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return trigger;
}
