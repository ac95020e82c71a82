'use client';

import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslations } from 'next-intl';
import { ALERTS_MAX } from '@/lib/domain/limits';
import { closesByItself, type AlertStore, type AppAlert } from '@/lib/client/alerts';
import { subscribeModalDialogs, topModalDialog } from '@/lib/client/modal-dialogs';

/**
 * Where the toasts stand: in the top-right corner, below the header (its 4rem, then the usual 1rem), so that none
 * lies over the header's user menu, language select or burger button: at 375 px one covered the user menu for its
 * 5 seconds, and the pointer resting on it to reach the menu kept it there.
 */
export const TOAST_OFFSETS = { top: '5rem', right: '1rem', bottom: '1rem', left: '1rem' } as const;

/** The page's one toaster (Chakra's snippet): newest on top, in the top-right corner below the header. */
export const toaster = createToaster({ placement: 'top-end', max: ALERTS_MAX, pauseOnPageIdle: true, offsets: TOAST_OFFSETS });

/**
 * A spec §2/§9 alert as a toast: at most four at once, the oldest dropped (Chakra would queue the fifth);
 * it closes after its time in seconds unless it carries a button. `onClosed` runs once it has left.
 */
export function showAlert({ type, message, time, button }: Omit<AppAlert, 'id'>, { id, onClosed }: { id?: string; onClosed?: () => void } = {}): string {
  const visible = toaster.getVisibleToasts();
  const oldest = visible.length >= ALERTS_MAX ? visible[visible.length - 1]?.id : undefined;
  if (oldest) toaster.remove(oldest);
  return toaster.create({
    ...(id === undefined ? {} : { id }),
    type,
    description: message,
    duration: closesByItself({ time, button }) ? time * 1000 : Infinity,
    closable: true,
    action: button ? { label: button.label, onClick: button.onClick } : undefined,
    onStatusChange: ({ status }) => {
      if (status === 'unmounted') onClosed?.();
    },
  });
}

/** The toasts; portalled into `container` (the open modal layer) when given, else onto the page. */
export function Toaster({ container }: { container?: HTMLElement | null }) {
  const t = useTranslations('Shell');
  const containerRef = useMemo(() => (container ? { current: container } : undefined), [container]);
  return (
    <Portal container={containerRef}>
      <ChakraToaster toaster={toaster} insetInline={{ base: '4', md: 'auto' }} aria-label={t('notifications')}>
        {(toast) => (
          <Toast.Root
            recipe={toastSlotRecipe}
            width={{ md: 'sm' }}
            role={toast.type === 'error' ? 'alert' : 'status'}
            // Enters and leaves with Chakra's slide and fade; at once for a user who asks for less motion.
            _motionReduce={{ transition: 'none' }}
          >
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger aria-label={t('closeAlert')} />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}

/**
 * The page's alert store (`useApp().alerts`) shown as toasts: each new alert becomes a toast, an alert the store
 * drops leaves, and a toast that closes (its time, its ×, the fifth one) leaves the store. While a modal dialog is
 * open the toasts live inside it: outside it the page is inert, and they could be neither read nor closed.
 */
export function StoreToaster({ store }: { store: AlertStore }) {
  const modal = useSyncExternalStore(subscribeModalDialogs, topModalDialog, () => null);
  useEffect(() => {
    const shown = new Set<number>();
    const sync = (alerts: readonly AppAlert[]) => {
      const current = new Set(alerts.map((alert) => alert.id));
      for (const id of shown) {
        if (current.has(id)) continue;
        shown.delete(id);
        toaster.dismiss(String(id));
      }
      for (const alert of alerts) {
        if (shown.has(alert.id)) continue;
        shown.add(alert.id);
        showAlert(alert, { id: String(alert.id), onClosed: () => store.close(alert.id) });
      }
    };
    // Alerts pushed while React renders (an effect's failure) reach the toaster after it: it updates synchronously.
    let live = true;
    const later = () =>
      queueMicrotask(() => {
        if (live) sync(store.get());
      });
    later();
    const unsubscribe = store.subscribe(later);
    return () => {
      live = false;
      unsubscribe();
    };
  }, [store]);
  return <Toaster container={modal} />;
}
