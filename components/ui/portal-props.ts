import type { RefObject } from 'react';

/** Where a wrapper's floating part goes: into a portal at the end of <body> (default), or `portalRef`, or in place. */
export interface PortalProps {
  portalled?: boolean;
  portalRef?: RefObject<HTMLElement | null>;
}
