'use client';

import type { ReactNode } from 'react';
import { LazyMotion, MotionConfig, useReducedMotion } from 'framer-motion';

const loadFeatures = () => import('./motion-features').then((module) => module.default);

/**
 * framer-motion for the parts that move (toasts, the details drawer, the burger menu, upload rows, figures
 * that change): `m.*` components under this provider, whose features load on demand. Put it inside what
 * already loads on demand, never in a layout, so no page's first load carries motion. `strict`: a full
 * `motion.*` component (all features up front) throws. With `prefers-reduced-motion` nothing moves: framer-motion's
 * own `reducedMotion="user"` still fades (it drops only transforms), so the animations are skipped outright.
 */
export function Motion({ children }: { children: ReactNode }) {
  const still = useReducedMotion() === true;
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user" skipAnimations={still}>
        {children}
      </MotionConfig>
    </LazyMotion>
  );
}

export { AnimatePresence, m } from 'framer-motion';
