'use client';

import { useMenuOnDemand } from '@/components/ui/menu-on-demand';
import { UserMenuButton, type UserMenuProps } from './user-menu-button';

export type { UserMenuProps };

const loadList = () => import('./user-menu-list').then((module) => module.UserMenuList);

/**
 * The user menu (spec §2) without its code on first load (components/ui/menu-on-demand.tsx): the stand-in button
 * until the user reaches for it or the page is idle.
 */
export function UserMenu(props: UserMenuProps) {
  const [List, standIn] = useMenuOnDemand(loadList);
  if (List) return <List {...props} />;
  return <UserMenuButton fullName={props.fullName} {...standIn} />;
}
