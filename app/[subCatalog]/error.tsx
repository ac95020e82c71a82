'use client';

import { useEffect } from 'react';
import { PlainSpinner } from '@/components/plain/controls';
import styles from '@/components/plain/plain.module.css';
import { buildPath, parsePath } from '@/lib/domain/routes';
import { isChunkLoadError, reloadAfterChunkFailure } from '@/lib/client/chunk-reload';

/** Spec §2/§8: "Any rendering error redirects to the error page." */
export default function RenderingError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error);
    // Spec §8: a chunk that fails to load (a new deployment) reloads the page, at most once a minute.
    if (isChunkLoadError(error) && reloadAfterChunkFailure(window.sessionStorage, Date.now(), () => window.location.reload())) return;
    const alias = parsePath(window.location.pathname)?.alias ?? null;
    window.location.replace(buildPath(alias, 'error'));
  }, [error]);
  return (
    <div className={styles.waiting}>
      <PlainSpinner large />
    </div>
  );
}
