'use client';

import { useTranslations } from 'next-intl';
import { useApp } from './app-provider';
import { goToAuth, signOutStarted } from '@/lib/client/go-to-auth';
import { useAccountDialogs } from '@/components/account/account-dialogs';
import { PlainMenu, type MenuItem } from '@/components/plain/menu';
import styles from './shell.module.css';

const ACT_ITEM_LABEL = { generate: 'generateAct', show: 'showAct', send: 'sendAct' } as const;

/** Spec §2 "User menu": … Выйти: logs out, then goes to /auth. */
export function UserMenu({ fullName, roleLabel }: { fullName: string; roleLabel: string }) {
  const t = useTranslations('Shell');
  const { api, alias } = useApp();
  const { openChangePassword, actItems, openAct } = useAccountDialogs();

  async function logout() {
    signOutStarted();
    await api('api/session/logout', { method: 'POST' }).catch(() => null);
    goToAuth(alias);
  }

  const items: MenuItem[] = [
    // Spec §2: Сгенерировать акт / Показать акт, Отправить акт — merchant and holding with the act capability.
    ...actItems.map((item) => ({ id: `${item}-act`, label: t(ACT_ITEM_LABEL[item]), onSelect: () => openAct(item) })),
    { id: 'change-password', label: t('changePassword'), onSelect: openChangePassword },
    { id: 'logout', label: t('logout'), onSelect: () => void logout() },
  ];

  return (
    <PlainMenu
      trigger={<span className={styles.userName}>{fullName}</span>}
      triggerProps={{ className: `${styles.onBrandButton} ${styles.userButton}`, 'aria-label': `${fullName}, ${t('userMenu')}`, 'data-testid': 'user-menu' }}
      heading={roleLabel}
      items={items}
    />
  );
}
