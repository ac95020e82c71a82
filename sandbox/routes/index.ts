/** The route table of the acquiring API. */
import type { Route } from '../http/types.ts';
import { actRoutes } from './acts.ts';
import { orgMerchantRoutes } from './org-merchant.ts';
import { orgTerminalRoutes } from './org-terminals.ts';
import { orgUserRoutes } from './org-users.ts';
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
import { windowRoutes } from './window.ts';

export const ROUTES: readonly Route[] = [
  ...referenceRoutes,
  ...settingsRoutes,
  ...sessionRoutes,
  ...privacyRoutes,
  ...actRoutes,
  ...organisationRoutes,
  // before transactionRoutes: /api/transaction/:type would take /api/transaction/summary
  ...summaryRoutes,
  ...sendCheckRoutes,
  ...transactionRoutes,
  ...reportRoutes,
  ...reconciliationRoutes,
  ...terminalRoutes,
  ...userRoutes,
  ...orgUserRoutes,
  ...orgTerminalRoutes,
  ...orgMerchantRoutes,
  ...windowRoutes,
];
