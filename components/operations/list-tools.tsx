'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import { useStoredText } from '@/lib/client/stored-text';
import { columnChoiceCookie, parseColumnChoice } from '@/lib/operations/column-choice';
import { listColumns, type ListColumnKey } from '@/lib/operations/list-columns';
import { currentView, parseSavedViews, viewState, withoutView, withView, type SavedView } from '@/lib/operations/saved-views';
import { useMenuOnDemand } from '@/components/ui/menu-on-demand';
import { LazySaveViewDialog } from './lazy-dialogs';
import { ColumnChooserButton, SavedViewsButton } from './list-tool-buttons';
import type { ListScreen } from './use-list-screen';
import type { OperationsSettings } from '@/lib/operations/settings-view';

// The two menus load together, when the page is idle or when either is first reached (menu-on-demand.tsx).
const loadColumnChooser = () => import('./column-chooser').then((module) => module.ColumnChooser);
const loadSavedViewsMenu = () => import('./saved-views-menu').then((module) => module.SavedViewsMenu);

/** Where the column choice and the saved views are kept: one entry each per tenant and user. */
export interface ListToolKeys {
  columns: string;
  views: string;
}

/**
 * The user's column choice (null: the default widths), from the browser's storage, and its writer. `serverText` is
 * the choice the server rendered (its cookie); the cookie follows the storage, so the next page arrives with it.
 */
export function useColumnChoice(key: string, serverText: string | null = null): [ListColumnKey[] | null, (next: ListColumnKey[] | null) => void] {
  const [text, write] = useStoredText(key, serverText);
  // what the cookie holds: the server's, then each text written (a reset to the defaults clears a choice made here)
  const inCookie = useRef(serverText);
  useEffect(() => {
    if (text === inCookie.current) return;
    inCookie.current = text;
    document.cookie = columnChoiceCookie(key, text, window.location.protocol === 'https:');
  }, [key, text]);
  const chosen = useMemo(() => parseColumnChoice(text), [text]);
  return [chosen, (next) => write(next === null ? null : JSON.stringify(next))];
}

/**
 * The column chooser and the saved views of the list (issue 21 §2). A view applied is its address (the list moves
 * there, the back button returns) and its columns.
 */
export function ListTools({
  screen,
  settings,
  keys,
  chosen,
  onChoose,
}: {
  screen: ListScreen;
  settings: OperationsSettings;
  keys: ListToolKeys;
  chosen: ListColumnKey[] | null;
  onChoose: (next: ListColumnKey[] | null) => void;
}) {
  const t = useTranslations('Operations');
  const { alerts } = useApp();
  const [viewsText, writeViews] = useStoredText(keys.views);
  const views = useMemo(() => parseSavedViews(viewsText), [viewsText]);
  const [saving, setSaving] = useState(false);
  const { state, defaults, navigate } = screen;
  const [ColumnChooser, chooserStandIn] = useMenuOnDemand(loadColumnChooser);
  const [SavedViewsMenu, viewsStandIn] = useMenuOnDemand(loadSavedViewsMenu);

  const apply = (view: SavedView) => {
    onChoose(view.columns);
    navigate(viewState(view, defaults));
  };
  const save = (name: string) => {
    writeViews(JSON.stringify(withView(views, currentView(name, state, defaults, chosen))));
    setSaving(false);
    alerts.push('success', t('views.savedToast', { name }));
  };
  const remove = (view: SavedView) => {
    writeViews(JSON.stringify(withoutView(views, view.name)));
    alerts.push('success', t('views.deletedToast', { name: view.name }));
  };

  return (
    <>
      {ColumnChooser ? <ColumnChooser columns={listColumns(settings)} chosen={chosen} onChange={onChoose} /> : <ColumnChooserButton {...chooserStandIn} />}
      {SavedViewsMenu ? (
        <SavedViewsMenu views={views} onApply={apply} onSave={() => setSaving(true)} onDelete={remove} />
      ) : (
        <SavedViewsButton count={views.length} {...viewsStandIn} />
      )}
      {saving && <LazySaveViewDialog taken={views.map((view) => view.name)} onSave={save} onClose={() => setSaving(false)} />}
    </>
  );
}
