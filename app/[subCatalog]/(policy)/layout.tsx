import type { ReactNode } from 'react';
import { GuestFrame } from '@/components/layout/guest-frame';
import { aliasFromSegment } from '@/lib/tenant/alias';

/** Spec §2 "Privacy-policy layout: logo and footer": the policy reads in a wide column, not in the login card. */
export default async function PolicyLayout({ children, params }: { children: ReactNode; params: Promise<{ subCatalog: string }> }) {
  const alias = aliasFromSegment((await params).subCatalog);
  return (
    <GuestFrame alias={alias} variant="document">
      {children}
    </GuestFrame>
  );
}
