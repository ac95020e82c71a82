import type { AbstractIntlMessages } from 'next-intl';
import type ru from '../../messages/ru.json';

/** A top-level namespace of the texts (messages/ru.json). */
export type Namespace = keyof typeof ru;

/**
 * Which namespaces the browser gets where (issue 9, a smaller first HTML): every page carries the texts
 * its client components use, not all of them. The root layout sends `root`, the signed-in and guest
 * layouts add theirs, and each signed-in page adds its own. Server components read every text on the
 * server and need none of this. `__tests__/quality/client-messages.test.ts` follows the imports of each
 * layout and page and fails when a client text it can reach is not sent to it.
 */
export const CLIENT_MESSAGES = {
  root: ['Shell', 'Errors'],
  app: ['Account', 'Acts', 'Auth', 'Footer', 'Search', 'Validation', 'Window'],
  guest: ['Account', 'Auth', 'Footer', 'Validation'],
  dashboard: ['Operations', 'Turnover'],
  // Brand: the bank's name on the printed slip of the details drawer (receipt-slip.tsx)
  list: ['Operations', 'Turnover', 'Brand'],
  onMap: ['Operations', 'Pages', 'Brand'],
  organisation: ['Organisation', 'Reconciliation'],
  reconciliation: ['Reconciliation', 'Turnover'],
  window: ['Organisation'],
} as const satisfies Record<string, readonly Namespace[]>;

export type ClientMessagesPart = keyof typeof CLIENT_MESSAGES;

/** The namespaces of `part` out of all the request's messages (a missing one is left out). */
export function pickMessages(messages: AbstractIntlMessages, part: ClientMessagesPart): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const namespace of CLIENT_MESSAGES[part]) {
    const value = messages[namespace];
    if (value !== undefined) picked[namespace] = value;
  }
  return picked;
}
