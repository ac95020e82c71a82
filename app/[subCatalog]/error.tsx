'use client';

import dynamic from 'next/dynamic';
import { useLeaveForErrorPage } from '@/components/layout/use-leave-for-error-page';

// Every page loads its error boundary up front: what it shows comes only when an error happens.
const RenderingErrorView = dynamic(() => import('@/components/layout/rendering-error-view'));

/** Spec §2/§8: "Any rendering error redirects to the error page." */
export default function RenderingError({ error }: { error: Error & { digest?: string } }) {
  const onErrorPage = useLeaveForErrorPage(error);
  return <RenderingErrorView onErrorPage={onErrorPage} />;
}
