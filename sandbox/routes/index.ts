/** The route table of the acquiring API. */
import type { Route } from '../http/types.ts';
import { organisationRoutes } from './organisation.ts';
import { privacyRoutes } from './privacy.ts';
import { referenceRoutes } from './reference.ts';
import { sessionRoutes } from './session.ts';
import { settingsRoutes } from './settings.ts';
import { terminalRoutes } from './terminals.ts';
import { transactionRoutes } from './transactions.ts';
import { userRoutes } from './users.ts';

export const ROUTES: readonly Route[] = [
  ...referenceRoutes,
  ...settingsRoutes,
  ...sessionRoutes,
  ...privacyRoutes,
  ...organisationRoutes,
  ...transactionRoutes,
  ...terminalRoutes,
  ...userRoutes,
];
