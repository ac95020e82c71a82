'use client';

import { useEffect, useRef, useState } from 'react';
import { Box, Button, CloseButton, Collapsible, Dialog, Flex, Grid, Portal, Spinner, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import { useActAlerts } from './use-act-alerts';
import { ACT_DISPLAY_ROWS, actDisplayValue, type ActDisplayRow } from '@/lib/account/acts';
import type { Act, ApiResult } from '@/lib/acquiring/contract';

/** Labels of the rows: the client's fields are the company fields of the form. */
const ROW_LABEL = {
  actId: 'actId',
  actDate: 'actDate',
  companyName: 'clientName',
  companyAddress: 'clientAddress',
  companyAdminName: 'clientAdminName',
  bankAdminName: 'bankAdminName',
  certUniqNumber: 'certUniqNumber',
  certStartDate: 'certStartDate',
  certEndDate: 'certEndDate',
  certAlgorithm: 'certAlgorithm',
  certEncryptionLib: 'certEncryptionLib',
  certPublicKey: 'certPublicKey',
  certAttestation: 'certAttestation',
} as const satisfies Record<ActDisplayRow, string>;

type Loaded = { state: 'loading' } | { state: 'ready'; act: Act | null } | { state: 'failed' };

function PublicKey({ value }: { value: string }) {
  const t = useTranslations('Acts');
  const [open, setOpen] = useState(false);
  return (
    <Collapsible.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Collapsible.Trigger asChild>
        <Button size="xs" variant="outline" data-testid="act-public-key-toggle">
          {open ? t('hideKey') : t('showKey')}
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Box
          as="pre"
          mt="2"
          p="3"
          bg="gray.50"
          borderWidth="1px"
          borderRadius="md"
          fontFamily="mono"
          fontSize="xs"
          whiteSpace="pre-wrap"
          wordBreak="break-all"
          data-testid="act-public-key"
        >
          {value}
        </Box>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

/** Spec §2 "Show act dialog (width 750)": every field of the act; the public key collapsible. */
export default function ShowActDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations('Acts');
  const { api } = useApp();
  const notify = useRef(useActAlerts());
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const act = loaded.state === 'ready' ? loaded.act : null;

  useEffect(() => {
    let live = true;
    api<ApiResult<Act | null>>('api/qps-refund-keys/show', { method: 'POST' })
      .then((answer) => live && setLoaded({ state: 'ready', act: answer.result ?? null }))
      .catch((error: unknown) => {
        if (!live) return;
        setLoaded({ state: 'failed' });
        notify.current.failed(error);
      });
    return () => {
      live = false;
    };
  }, [api]);

  return (
    <Dialog.Root open onOpenChange={(event) => !event.open && onClose()} placement="center" scrollBehavior="outside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="750px" mx="3" data-testid="show-act-dialog">
            <Dialog.Header pe="12">
              <Dialog.Title>{t('showTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {loaded.state === 'loading' && (
                <Flex align="center" gap="3" py="6" justify="center" role="status">
                  <Spinner size="sm" />
                  <Text>{t('showLoading')}</Text>
                </Flex>
              )}
              {loaded.state === 'failed' && <Text color="fg.error">{t('actFailed')}</Text>}
              {loaded.state === 'ready' && loaded.act === null && <Text>{t('showEmpty')}</Text>}
              {act !== null && (
                <Grid as="dl" templateColumns={{ base: '1fr', sm: 'minmax(0, 2fr) minmax(0, 3fr)' }} columnGap="6" rowGap={{ base: '1', sm: '3' }}>
                  {ACT_DISPLAY_ROWS.map((row) => (
                    <Box key={row} display="contents" data-testid={`act-row-${row}`}>
                      <Text as="dt" color="fg.muted" fontSize="sm" mt={{ base: '2', sm: '0' }}>
                        {t(ROW_LABEL[row])}
                      </Text>
                      <Box as="dd" m="0" fontWeight="medium" wordBreak="break-word">
                        {row === 'certPublicKey' ? <PublicKey value={act.certPublicKey} /> : actDisplayValue(act, row)}
                      </Box>
                    </Box>
                  ))}
                </Grid>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('close')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
