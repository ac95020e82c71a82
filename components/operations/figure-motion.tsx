'use client';

import type { ReactNode } from 'react';
import { AnimatePresence, Motion, m } from '@/components/ui/motion';

/**
 * A dashboard figure that fades in when it changes (a new period, currency or scope). Loaded on demand when
 * the user first changes the figures, so the first load carries no motion; `Motion` follows
 * prefers-reduced-motion. The first value shows as it is (`initial={false}`): only a change moves.
 */
export default function FigureMotion({ figure, children }: { figure: string; children: ReactNode }) {
  return (
    <Motion>
      <AnimatePresence initial={false} mode="popLayout">
        <m.span key={figure} style={{ display: 'inline-block' }} initial={{ opacity: 0, y: -6 }} animate={{ opacity: 1, y: 0 }} exit={{ opacity: 0, y: 6 }} transition={{ duration: 0.2 }}>
          {children}
        </m.span>
      </AnimatePresence>
    </Motion>
  );
}
