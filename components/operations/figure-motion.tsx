'use client';

import type { ReactNode } from 'react';
import { AnimatePresence, Motion, m } from '@/components/ui/motion';

/**
 * A dashboard figure that fades in when it changes (a new period, currency or scope). Loaded on demand when
 * the user first changes the figures, so the first load carries no motion; `Motion` follows
 * prefers-reduced-motion. The first value shows as it is (`initial={false}`): only a change moves.
 * The old and the new value share one grid cell while they cross: side by side on the figure's one line they made
 * it twice as wide and scrolled a phone's page sideways; and `popLayout`, which would lift the old one out, does it
 * with a <style> element of its own that the nonce CSP refuses.
 */
export default function FigureMotion({ figure, children }: { figure: string; children: ReactNode }) {
  return (
    <Motion>
      <span style={{ display: 'inline-grid' }}>
        <AnimatePresence initial={false}>
          <m.span key={figure} style={{ display: 'inline-block', gridArea: '1 / 1' }} initial={{ opacity: 0, y: -6 }} animate={{ opacity: 1, y: 0 }} exit={{ opacity: 0, y: 6 }} transition={{ duration: 0.2 }}>
            {children}
          </m.span>
        </AnimatePresence>
      </span>
    </Motion>
  );
}
