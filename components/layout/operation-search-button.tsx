'use client';

import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { IconButton } from '@chakra-ui/react';
import { isSearchShortcut } from '@/lib/client/shortcuts';
import { onBrandButton } from './shell-styles';

// The dialog, its combobox and its queries load when the search is first opened.
const OperationSearchDialog = dynamic(() => import('@/components/operations/operation-search-dialog'), { ssr: false });

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

/** The header's search button; Ctrl+K (⌘K on a Mac) opens it from anywhere in the signed-in shell. */
export function OperationSearchButton() {
  const t = useTranslations('Search');
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setWanted(true);
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <IconButton
        variant="ghost"
        size="md"
        css={onBrandButton}
        aria-label={t('open')}
        aria-keyshortcuts="Control+K Meta+K"
        title={t('openWithShortcut')}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <SearchIcon />
      </IconButton>
      {wanted && <OperationSearchDialog open={open} onOpenChange={setOpen} />}
    </>
  );
}
