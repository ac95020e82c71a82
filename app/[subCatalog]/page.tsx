import { redirect } from 'next/navigation';
import { readSignedInSession } from '@/lib/session/session';
import { aliasFromSegment } from '@/lib/tenant/alias';
import { buildPath } from '@/lib/domain/routes';

/** Index: signed-in users go to the dashboard, everyone else to the login page. */
export default async function IndexPage({ params }: { params: Promise<{ subCatalog: string }> }) {
  const alias = aliasFromSegment((await params).subCatalog);
  const session = await readSignedInSession(alias);
  redirect(buildPath(alias, session ? 'dashboard' : 'auth'));
}
