'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { Alert, Box, Button, CloseButton, Stack } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { closesByItself, type AppAlert, type AlertStore } from '@/lib/client/alerts';

function AlertToast({ alert, onClose }: { alert: AppAlert; onClose: () => void }) {
  const t = useTranslations('Shell');
  useEffect(() => {
    if (!closesByItself(alert)) return;
    const timer = window.setTimeout(onClose, alert.time * 1000);
    return () => window.clearTimeout(timer);
  }, [alert, onClose]);
  return (
    <Alert.Root status={alert.type} variant="solid" boxShadow="lg" role={alert.type === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{alert.message}</Alert.Description>
      </Alert.Content>
      {alert.button && (
        <Button size="xs" variant="outline" color="inherit" onClick={alert.button.onClick}>
          {alert.button.label}
        </Button>
      )}
      <CloseButton size="xs" aria-label={t('close')} onClick={onClose} />
    </Alert.Root>
  );
}

/** The alert toasts of the main layout (spec §2): newest last, at most four. */
export function AlertStack({ store }: { store: AlertStore }) {
  const t = useTranslations('Shell');
  const alerts = useSyncExternalStore(store.subscribe, store.get, store.get);
  return (
    <Box position="fixed" bottom="4" right="4" left={{ base: '4', sm: 'auto' }} zIndex="toast" maxW={{ sm: '420px' }}>
      <Stack gap="2" role="region" aria-label={t('notifications')} aria-live="polite">
        {alerts.map((alert) => (
          <AlertToast key={alert.id} alert={alert} onClose={() => store.close(alert.id)} />
        ))}
      </Stack>
    </Box>
  );
}
