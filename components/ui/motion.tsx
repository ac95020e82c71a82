'use client';

import type { ReactNode } from 'react';
import { LazyMotion, MotionConfig } from 'framer-motion';

const loadFeatures = () => import('./motion-features').then((module) => module.default);

/**
 * framer-motion for the parts that move (toasts, the details drawer, the burger menu, upload rows, figures
 * that change): `m.*` components under this provider, whose features load on demand. Put it inside what
 * already loads on demand, never in a layout, so no page's first load carries motion. `strict`: a full
 * `motion.*` component (all features up front) throws. Motion follows the user's `prefers-reduced-motion`.
 */
export function Motion({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}

export { AnimatePresence, m } from 'framer-motion';
