'use client';

import { useFiguresChanging } from './dashboard-frame';
import { useFigureMotion, type FigureMotionComponent } from './use-figure-motion';

/**
 * A total's figure, the one client leaf of a server-rendered total: once the figures first start changing (a new
 * period, currency or scope) it fetches the figure motion and, from then on, a new figure fades in. Until then it
 * is the text alone.
 */
export function MovingFigure({ figure }: { figure: string }) {
  return <Shown figure={figure} motion={useFigureMotion(useFiguresChanging())} />;
}

function Shown({ figure, motion: Motion }: { figure: string; motion: FigureMotionComponent | null }) {
  return Motion ? <Motion figure={figure}>{figure}</Motion> : figure;
}
