import { notFound } from 'next/navigation';
import { SectionPage } from '@/components/layout/section-page';
import { requireSession } from '@/lib/session/session';
import { aliasFromSegment } from '@/lib/tenant/alias';
import { canOpenWindowPage } from '@/lib/domain/roles';

/** Spec §2: the window page is open only to an operator with the show-window-page flag; others get not-found. */
export default async function WindowPage({ params }: { params: Promise<{ subCatalog: string }> }) {
  const session = await requireSession(aliasFromSegment((await params).subCatalog));
  if (!canOpenWindowPage(session.user.roles, session.user.showWindowPage)) notFound();
  return <SectionPage params={params} title="windowTitle" />;
}
