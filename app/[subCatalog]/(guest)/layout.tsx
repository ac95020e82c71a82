import type { ReactNode } from 'react';
import { GuestFrame } from '@/components/layout/guest-frame';
import { aliasFromSegment } from '@/lib/tenant/alias';

/** Spec §2 "Unauthorized layout" (the auth pages): logo, a card, and the guest footer. */
export default async function GuestLayout({ children, params }: { children: ReactNode; params: Promise<{ subCatalog: string }> }) {
  const alias = aliasFromSegment((await params).subCatalog);
  return (
    <GuestFrame alias={alias} variant="card">
      {children}
    </GuestFrame>
  );
}
