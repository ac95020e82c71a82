'use client';

import { Suspense, lazy } from 'react';
import { useLeaveForErrorPage } from '@/components/layout/use-leave-for-error-page';

// Every page loads its error boundary up front: what it shows comes only when an error happens (React's lazy: the
// boundary is on every page's first load, and next/dynamic would bring its loader with it).
const RenderingErrorView = lazy(() => import('@/components/layout/rendering-error-view'));

/** Spec §2/§8: "Any rendering error redirects to the error page." */
export default function RenderingError({ error }: { error: Error & { digest?: string } }) {
  const onErrorPage = useLeaveForErrorPage(error);
  return (
    <Suspense fallback={null}>
      <RenderingErrorView onErrorPage={onErrorPage} />
    </Suspense>
  );
}
