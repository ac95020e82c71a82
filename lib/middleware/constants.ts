import type { PageName } from '../domain/routes';
import { DEADLINE_HEADER } from '../acquiring/deadline';

/** Spec §2: "A visitor with a stored session who opens a guest page is redirected to dashboard." */
export const GUEST_ONLY_PAGES: ReadonlySet<PageName> = new Set<PageName>([
  'index',
  'auth',
  'forgot-restore',
  'forgotPass',
  'site-forgot-restore',
]);

/** Request headers the middleware writes for the pages; any client-sent copy is dropped. */
export const INTERNAL_HEADERS = ['x-nonce', 'x-bo-alias', 'x-bo-page', DEADLINE_HEADER, 'x-middleware-subrequest'] as const;
