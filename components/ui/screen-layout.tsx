'use client';

import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react';
import { WIDE_SCREEN_QUERY, type ScreenLayout } from '@/lib/layout/screen-guess';
import { shownScreenLayout } from './remember-screen-layout';

interface ScreenLayoutSource {
  /** The server's guess from the request (lib/layout/screen-guess.ts); null: it rendered both layouts. */
  guess: ScreenLayout | null;
  /** Whether to follow the screen's width; outside the app's providers (a component test) both layouts render. */
  follow: boolean;
}

const ScreenLayoutContext = createContext<ScreenLayoutSource>({ guess: null, follow: false });

/**
 * The signed-in pages' screen layout (their tables and cards): the server's guess, then the screen's. The cookie that
 * makes the guess is written on every page, the login included (remember-screen-layout.ts, in the root providers).
 */
export function ScreenLayoutProvider({ guess, children }: { guess: ScreenLayout | null; children: ReactNode }) {
  return <ScreenLayoutContext.Provider value={{ guess, follow: true }}>{children}</ScreenLayoutContext.Provider>;
}

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(WIDE_SCREEN_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const bothLayouts = () => null;

/**
 * The layout the screen shows: the server's guess while the page hydrates (so the markup matches), then the media
 * query's answer, kept up to date as the window is resized or the phone turned. Null: render both, CSS picks.
 */
export function useScreenLayout(): ScreenLayout | null {
  const { guess, follow } = useContext(ScreenLayoutContext);
  return useSyncExternalStore(follow ? subscribe : noSubscription, follow ? shownScreenLayout : bothLayouts, () => guess);
}

const noSubscription = () => () => undefined;

/**
 * One of a screen's two layouts of the same rows: `wide` (a table) from the md breakpoint, `narrow` (cards) below it.
 * Only the one the screen shows is rendered and hydrated; where that is not known yet, both are, and CSS shows one.
 */
export function WideOrNarrow({ wide, narrow }: { wide: () => ReactNode; narrow: () => ReactNode }) {
  const layout = useScreenLayout();
  if (layout === 'wide') return wide();
  if (layout === 'narrow') return narrow();
  return (
    <>
      <Box display={{ base: 'none', md: 'block' }}>{wide()}</Box>
      <Box display={{ base: 'block', md: 'none' }}>{narrow()}</Box>
    </>
  );
}

/**
 * {@link WideOrNarrow} of two blocks a server component rendered (both come in the page's payload; the one the screen
 * shows is in the document).
 */
export function WideOrNarrowBlocks({ wide, narrow }: { wide: ReactNode; narrow: ReactNode }) {
  return <WideOrNarrow wide={() => wide} narrow={() => narrow} />;
}
