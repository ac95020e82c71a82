'use client';

import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import type { LoadingFileItem, UploadText } from '@/lib/window/uploads';

/**
 * What the upload provider (file-uploads.tsx) and its rows (upload-rows.tsx, loaded with the first upload) both read,
 * apart from both so the rows' chunk does not import the module that loads it.
 */

/** An upload's message in the interface language: the server's own text, or a catalogue message. */
export function useUploadText() {
  const t = useTranslations();
  return useCallback((message: UploadText) => ('text' in message ? message.text : t(message.path, message.values)), [t]);
}

/** The rows' store before any upload (one array, so that React's store snapshot stays the same). */
export const NO_UPLOADS: readonly LoadingFileItem[] = [];
