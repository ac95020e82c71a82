'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

/** A file the browser should save: its content and the name it is saved under. */
export interface DownloadedFile {
  blob: Blob;
  name: string;
}

/** Bytes of a download received so far; `total` when the answer said its length (Content-Length). */
export interface DownloadProgress {
  received: number;
  total: number | null;
}

/** What a file's fetch is given: the signal that cancels it and where it reports the bytes received. */
export interface FileRequest {
  signal: AbortSignal;
  onProgress: (progress: DownloadProgress) => void;
}

/** How a download ended: saved, cancelled by the user, or failed (already said, or `onFailure` said it). */
export type DownloadOutcome = 'saved' | 'cancelled' | 'failed';

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
 * A download's state: `download(fetchFile)` is busy until `fetchFile` settles, saves the file it gives (none: the
 * failure was already handled, e.g. the session ended) and calls `onFailure` if it throws. `cancel()` aborts it:
 * no file, no failure. Leaving the screen (unmounting) cancels a download under way.
 */
export function useFileDownload(onFailure: () => void) {
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const cancel = useCallback(() => running.current?.abort(), []);

  async function download(fetchFile: (request: FileRequest) => Promise<DownloadedFile | null>): Promise<DownloadOutcome> {
    const controller = new AbortController();
    running.current = controller;
    setBusy(true);
    setProgress({ received: 0, total: null });
    try {
      const file = await fetchFile({ signal: controller.signal, onProgress: setProgress });
      if (controller.signal.aborted) return 'cancelled';
      if (!file) return 'failed';
      saveFile(file);
      return 'saved';
    } catch {
      if (controller.signal.aborted) return 'cancelled';
      onFailure();
      return 'failed';
    } finally {
      if (running.current === controller) running.current = null;
      setBusy(false);
      setProgress(null);
    }
  }

  return { busy, progress, download, cancel };
}
