'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { SYSTEM_DARK_MEDIA, colorModeCookie, type ColorMode } from '@/lib/theme/color-mode';

/** The mode the page shows: the class the server (or a toggle) put on <html>, else the device's. */
function shownColorMode(): ColorMode {
  const root = document.documentElement.classList;
  if (root.contains('dark')) return 'dark';
  if (root.contains('light')) return 'light';
  return window.matchMedia(SYSTEM_DARK_MEDIA).matches ? 'dark' : 'light';
}

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(SYSTEM_DARK_MEDIA);
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  media.addEventListener('change', onChange);
  return () => {
    observer.disconnect();
    media.removeEventListener('change', onChange);
  };
}

/**
 * The colour mode and its setter. `serverMode` is what the server rendered (null: it followed the device);
 * hydration uses it, so the first render matches the HTML. A choice is kept in a cookie for the server.
 */
export function useColorMode(serverMode: ColorMode | null) {
  const colorMode = useSyncExternalStore(subscribe, shownColorMode, () => serverMode ?? 'light');
  const setColorMode = useCallback((mode: ColorMode) => {
    document.cookie = colorModeCookie(mode);
    document.documentElement.classList.remove('light', 'dark');
    document.documentElement.classList.add(mode);
  }, []);
  return { colorMode, setColorMode };
}

/** The dark mode as a toggle button (a moon, pressed while the page is dark). */
export function ColorModeButton({ serverMode, ...props }: { serverMode: ColorMode | null } & Omit<IconButtonProps, 'aria-label' | 'aria-pressed' | 'onClick'>) {
  const t = useTranslations('Footer');
  const { colorMode, setColorMode } = useColorMode(serverMode);
  const dark = colorMode === 'dark';
  return (
    <IconButton
      variant={dark ? 'subtle' : 'ghost'}
      size="sm"
      aria-label={t('darkMode')}
      aria-pressed={dark}
      onClick={() => setColorMode(dark ? 'light' : 'dark')}
      {...props}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
      </svg>
    </IconButton>
  );
}
