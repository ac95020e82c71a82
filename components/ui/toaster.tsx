'use client';

import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslations } from 'next-intl';
import { ALERTS_MAX } from '@/lib/domain/limits';
import { closesByItself, type AppAlert } from '@/lib/client/alerts';

/** The page's one toaster (Chakra's snippet): newest on top, in the top-right corner. */
export const toaster = createToaster({ placement: 'top-end', max: ALERTS_MAX, pauseOnPageIdle: true });

/**
 * A spec §2/§9 alert as a toast: at most four at once, the oldest dropped (Chakra would queue the fifth);
 * it closes after its time in seconds unless it carries a button.
 */
export function showAlert({ type, message, time, button }: Omit<AppAlert, 'id'>): string {
  const visible = toaster.getVisibleToasts();
  const oldest = visible.length >= ALERTS_MAX ? visible[visible.length - 1]?.id : undefined;
  if (oldest) toaster.remove(oldest);
  return toaster.create({
    type,
    description: message,
    duration: closesByItself({ time, button }) ? time * 1000 : Infinity,
    closable: true,
    action: button ? { label: button.label, onClick: button.onClick } : undefined,
  });
}

export function Toaster() {
  const t = useTranslations('Shell');
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ base: '4', md: 'auto' }} aria-label={t('notifications')}>
        {(toast) => (
          <Toast.Root recipe={toastSlotRecipe} width={{ md: 'sm' }} role={toast.type === 'error' ? 'alert' : 'status'}>
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
