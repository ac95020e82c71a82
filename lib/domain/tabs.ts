/** The header's tabs (spec §2): which screens each one is active on, and who sees Витрина. */
import { canOpenWindowPage, type Role } from './roles.ts';
import type { PageName } from './paths.ts';

export type TabId = 'operations' | 'organisation' | 'window';

export interface Tab {
  id: TabId;
  page: PageName;
  activeOn: readonly PageName[];
}

/** Header tabs (spec §2). Операции is active on dashboard, list, onMap and reconciliation. */
export const TABS = [
  { id: 'operations', page: 'dashboard', activeOn: ['dashboard', 'list', 'onMap', 'reconciliation'] },
  { id: 'organisation', page: 'organisation', activeOn: ['organisation'] },
  { id: 'window', page: 'window', activeOn: ['window'] },
] as const satisfies readonly Tab[];

export function activeTab(page: PageName): TabId | null {
  return TABS.find((tab) => (tab.activeOn as readonly PageName[]).includes(page))?.id ?? null;
}

/** Витрина only for the operator role with the show-window-page flag on (spec §2). */
export function visibleTabs(roles: readonly Role[], showWindowPage: boolean): Tab[] {
  return TABS.filter((tab) => tab.id !== 'window' || canOpenWindowPage(roles, showWindowPage));
}
