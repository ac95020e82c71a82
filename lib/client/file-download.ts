'use client';

import { useState } from 'react';

/** A file the browser should save: its content and the name it is saved under. */
export interface DownloadedFile {
  blob: Blob;
  name: string;
}

/** Hands `file` to the browser as a download; the object URL is freed after `keepUrlMs`. */
export function saveFile({ blob, name }: DownloadedFile, keepUrlMs = 10_000): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), keepUrlMs);
}

/**
 * A download button's state: `download(fetchFile)` is busy until `fetchFile` settles, saves the file it
 * gives (none: the failure was already handled, e.g. the session ended) and calls `onFailure` if it throws.
 */
export function useFileDownload(onFailure: () => void) {
  const [busy, setBusy] = useState(false);

  async function download(fetchFile: () => Promise<DownloadedFile | null>) {
    setBusy(true);
    try {
      const file = await fetchFile();
      if (file) saveFile(file);
    } catch {
      onFailure();
    } finally {
      setBusy(false);
    }
  }

  return { busy, download };
}
