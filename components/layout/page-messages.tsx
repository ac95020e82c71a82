import type { ReactNode } from 'react';
import { getMessages } from 'next-intl/server';
import { pickMessages, type ClientMessagesPart } from '@/lib/i18n/client-messages';
import { MoreMessages } from './more-messages';

/** Server side of {@link MoreMessages}: sends the browser the namespaces of `part` for what is below. */
export async function PageMessages({ part, children }: { part: ClientMessagesPart; children: ReactNode }) {
  return <MoreMessages messages={pickMessages(await getMessages(), part)}>{children}</MoreMessages>;
}
