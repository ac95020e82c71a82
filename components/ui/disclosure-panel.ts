'use client';

import { useCallback, useRef, useState, type KeyboardEvent, type RefObject } from 'react';

/** Content of an open layer (a date picker's calendar, a menu, a popover): its own Escape closes it first. */
const OPEN_LAYER = '[data-part="content"][data-state="open"]';

export interface DisclosurePanel {
  open: boolean;
  toggle: () => void;
  /** Closes the panel and gives the focus back to its button. */
  close: () => void;
  /** The button that shows and hides the panel. */
  toggleRef: RefObject<HTMLButtonElement | null>;
  /** On the panel's element: Escape in it closes it. */
  onPanelKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * A panel shown and hidden by a button (the filters of the list, the map, the reconciliations). Escape in the panel
 * closes it and the focus goes back to the button (issue 34 §3, WAI-ARIA disclosure); an Escape meant for a layer
 * open over the panel (its calendar, portalled outside it) closes only that layer.
 */
export function useDisclosurePanel(): DisclosurePanel {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement | null>(null);
  const close = useCallback(() => {
    setOpen(false);
    toggleRef.current?.focus();
  }, []);
  const onPanelKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const target = event.target;
      // React brings a portalled layer's keys here too: only keys on the panel's own elements count
      if (!(target instanceof Node) || !event.currentTarget.contains(target) || document.querySelector(OPEN_LAYER)) return;
      event.preventDefault();
      close();
    },
    [close],
  );
  const toggle = useCallback(() => setOpen((value) => !value), []);
  return { open, toggle, close, toggleRef, onPanelKeyDown };
}
