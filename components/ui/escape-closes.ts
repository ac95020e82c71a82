import type { KeyboardEvent } from 'react';

/** Content of an open layer (a date picker's calendar, a menu, a popover): its own Escape closes it first. */
const OPEN_LAYER = '[data-part="content"][data-state="open"]';

/**
 * The keydown handler of a panel shown by a button (the filters of the list, the map, the reconciliations): Escape
 * in it calls `close`, which hides the panel and gives the focus back to the button (issue 34 §3, WAI-ARIA
 * disclosure). An Escape meant for a layer open over the panel (its calendar, portalled outside it) closes only
 * that layer. Imported by the panels themselves, which load on demand.
 */
export function escapeCloses(close: () => void): (event: KeyboardEvent<HTMLElement>) => void {
  return (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const target = event.target;
    // React brings a portalled layer's keys here too: only keys on the panel's own elements count
    if (!(target instanceof Node) || !event.currentTarget.contains(target) || document.querySelector(OPEN_LAYER)) return;
    event.preventDefault();
    close();
  };
}
