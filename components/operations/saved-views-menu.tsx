'use client';

import { useRef } from 'react';
import { useTranslations } from 'next-intl';
import { useOpenOnMount } from '@/components/ui/menu-on-demand';
import { SavedViewsButton } from './list-tool-buttons';
import { MenuContent, MenuItem, MenuItemGroup, MenuItemGroupLabel, MenuRoot, MenuSeparator, MenuTrigger } from '@/components/ui/menu';
import { SAVED_VIEWS_MAX, type SavedView } from '@/lib/operations/saved-views';

/**
 * «Виды» (issue 21 §2): the user's saved views, each applied by choosing it; saving the current list as one; deleting
 * one. Items act on their click, which Enter on a highlighted item fires too. It takes its stand-in's place when
 * first clicked (list-tools.tsx), and opens.
 */
export function SavedViewsMenu({
  views,
  onApply,
  onSave,
  onDelete,
}: {
  views: SavedView[];
  onApply: (view: SavedView) => void;
  onSave: () => void;
  onDelete: (view: SavedView) => void;
}) {
  const t = useTranslations('Operations');
  const full = views.length >= SAVED_VIEWS_MAX;
  const trigger = useRef<HTMLButtonElement>(null);
  useOpenOnMount(trigger);
  return (
    <MenuRoot lazyMount unmountOnExit positioning={{ placement: 'bottom-end' }}>
      <MenuTrigger asChild>
        <SavedViewsButton ref={trigger} count={views.length} />
      </MenuTrigger>
      <MenuContent minW="60" maxW="min(24rem, calc(100vw - 2rem))" data-testid="saved-views-menu">
        <MenuItemGroup>
          <MenuItemGroupLabel>{t('views.saved')}</MenuItemGroupLabel>
          {views.length === 0 && (
            <MenuItem value="none" disabled>
              {t('views.none')}
            </MenuItem>
          )}
          {views.map((view) => (
            <MenuItem key={view.name} value={`apply:${view.name}`} onClick={() => onApply(view)} data-testid="saved-view">
              {view.name}
            </MenuItem>
          ))}
        </MenuItemGroup>
        <MenuSeparator />
        <MenuItem value="save" disabled={full} onClick={onSave} data-testid="save-view">
          {full ? t('views.full', { max: SAVED_VIEWS_MAX }) : t('views.save')}
        </MenuItem>
        {views.length > 0 && (
          <>
            <MenuSeparator />
            <MenuItemGroup>
              <MenuItemGroupLabel>{t('views.deleteGroup')}</MenuItemGroupLabel>
              {views.map((view) => (
                <MenuItem key={view.name} value={`delete:${view.name}`} color="fg.error" onClick={() => onDelete(view)} data-testid="delete-view">
                  {t('views.delete', { name: view.name })}
                </MenuItem>
              ))}
            </MenuItemGroup>
          </>
        )}
      </MenuContent>
    </MenuRoot>
  );
}
