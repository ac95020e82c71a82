/** The route table of the acquiring API. */
import type { Route } from '../http/types.ts';
import { organisationRoutes } from './organisation.ts';
import { privacyRoutes } from './privacy.ts';
import { reconciliationRoutes } from './reconciliation.ts';
import { reportRoutes } from './report.ts';
import { sendCheckRoutes } from './send-check.ts';
import { referenceRoutes } from './reference.ts';
import { sessionRoutes } from './session.ts';
import { settingsRoutes } from './settings.ts';
import { summaryRoutes } from './summary.ts';
import { terminalRoutes } from './terminals.ts';
import { transactionRoutes } from './transactions.ts';
import { userRoutes } from './users.ts';

export const ROUTES: readonly Route[] = [
  ...referenceRoutes,
  ...settingsRoutes,
  ...sessionRoutes,
  ...privacyRoutes,
  ...organisationRoutes,
  // before transactionRoutes: /api/transaction/:type would take /api/transaction/summary
  ...summaryRoutes,
  ...sendCheckRoutes,
  ...transactionRoutes,
  ...reportRoutes,
  ...reconciliationRoutes,
  ...terminalRoutes,
  ...userRoutes,
];
