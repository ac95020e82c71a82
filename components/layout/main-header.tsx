'use client';

import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { MainNav, type NavTab } from './main-nav';
import { LanguageSelect } from './language-select';
import { UserMenu } from './user-menu';
import { PlainDialog } from '@/components/plain/dialog';
import type { Language } from '@/lib/acquiring/contract';
import styles from './shell.module.css';

function BurgerIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M3 6h18M3 12h18M3 18h18" />
    </svg>
  );
}

interface MainHeaderProps {
  alias: string | null;
  logo: ReactNode;
  tabs: NavTab[];
  languages: Language[];
  fullName: string;
  roleLabel: string;
}

/** Spec §2 "Main layout" header; at 960 px or less (spec §9 breakpoints) the tabs collapse into a burger menu (a drawer from the start). */
export function MainHeader({ alias, logo, tabs, languages, fullName, roleLabel }: MainHeaderProps) {
  const t = useTranslations('Shell');
  const [open, setOpen] = useState(false);
  return (
    <header className={styles.header}>
      <div className={styles.headerRow}>
        <button type="button" className={`${styles.onBrandButton} ${styles.burger}`} aria-label={t('openMenu')} aria-expanded={open} onClick={() => setOpen(true)}>
          <BurgerIcon />
        </button>
        <div className={styles.logo}>{logo}</div>
        <nav aria-label={t('mainNavigation')} className={styles.nav}>
          <MainNav alias={alias} tabs={tabs} />
        </nav>
        <div className={styles.spacer} />
        <div className={styles.language}>
          <LanguageSelect languages={languages} onBrand />
        </div>
        <UserMenu fullName={fullName} roleLabel={roleLabel} />
      </div>
      <PlainDialog open={open} onClose={() => setOpen(false)} title={t('mainNavigation')} placement="start" size="sm" closeLabel={t('closeMenu')}>
        <nav aria-label={t('mainNavigation')}>
          <MainNav alias={alias} tabs={tabs} direction="column" onNavigate={() => setOpen(false)} />
        </nav>
        <div className={styles.drawerLanguage}>
          <LanguageSelect languages={languages} />
        </div>
      </PlainDialog>
    </header>
  );
}
