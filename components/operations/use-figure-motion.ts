'use client';

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';

export type FigureMotionComponent = ComponentType<{ figure: string; children: ReactNode }>;

let loading: Promise<FigureMotionComponent> | null = null;

function loadFigureMotion(): Promise<FigureMotionComponent> {
  loading ??= import('./figure-motion').then((module) => module.default);
  return loading;
}

/**
 * The dashboard figures' motion, fetched once the figures first start changing (`changing`): until then, and
 * while it loads, the figures are plain text, so nothing waits for motion.
 */
export function useFigureMotion(changing: boolean): FigureMotionComponent | null {
  const [component, setComponent] = useState<FigureMotionComponent | null>(null);
  // the chunk may arrive after the figures stopped changing: it is kept for the next change
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (!changing || component) return;
    void loadFigureMotion().then((loaded) => {
      if (mounted.current) setComponent(() => loaded);
    });
  }, [changing, component]);
  return component;
}
