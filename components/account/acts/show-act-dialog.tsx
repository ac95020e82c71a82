'use client';

import { useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Box, Button, Collapsible, HStack, Spinner, Text } from '@chakra-ui/react';
import { CollapsibleRoot } from '@/components/ui/collapsible';
import { useApp } from '@/components/layout/app-provider';
import * as ENDPOINTS from '@/lib/acquiring/endpoints';
import { useKeyedData } from '@/components/layout/use-keyed-data';
import { AccountDialog } from '../account-dialog';
import { useActAlerts } from './use-act-alerts';
import { ACT_DISPLAY_ROWS, actDisplayValue, type ActDisplayRow } from '@/lib/account/acts';
import type { Act } from '@/lib/acquiring/contract/acts';

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
const LOADING: Loaded = { state: 'loading' };

/** The public key, folded until asked for (Chakra's collapsible: a disclosure button and its region). */
function PublicKey({ value }: { value: string }) {
  const t = useTranslations('Acts');
  const [open, setOpen] = useState(false);
  return (
    <CollapsibleRoot open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Collapsible.Trigger asChild>
        <Button variant="outline" size="sm" data-testid="act-public-key-toggle">
          {open ? t('hideKey') : t('showKey')}
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Box
          as="pre"
          mt="2"
          p="3"
          maxH="240px"
          overflow="auto"
          fontFamily="mono"
          textStyle="xs"
          whiteSpace="pre-wrap"
          wordBreak="break-all"
          bg="bg.muted"
          borderRadius="l2"
          data-testid="act-public-key"
        >
          {value}
        </Box>
      </Collapsible.Content>
    </CollapsibleRoot>
  );
}

/** Spec §2 "Show act dialog (width 750)": every field of the act; the public key collapsible. */
export default function ShowActDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations('Acts');
  const locale = useLocale();
  // The focus goes back to the user menu on close.
  const { api } = useApp();
  const notify = useRef(useActAlerts());
  // the act is asked once per opening; a failure says so with the acts' own texts (spec §8)
  const shown = useKeyedData<Loaded>(
    'act',
    (signal) => api(ENDPOINTS.actShow, { signal }).then((answer) => ({ state: 'ready', act: answer.result ?? null })),
    { failed: () => ({ state: 'failed' }), onFailure: (error) => notify.current.failed(error) },
  );
  const loaded = shown?.value ?? LOADING;
  const act = loaded.state === 'ready' ? loaded.act : null;

  return (
    <AccountDialog
      size="lg"
      onClose={onClose}
      title={t('showTitle')}
      testId="show-act-dialog"
      footer={
        <Button variant="outline" onClick={onClose}>
          {t('close')}
        </Button>
      }
    >
      {loaded.state === 'loading' && (
        <HStack gap="3" py="6" justify="center" color="fg.muted" role="status">
          <Spinner size="sm" />
          <span>{t('showLoading')}</span>
        </HStack>
      )}
      {loaded.state === 'failed' && <Text color="fg.error">{t('actFailed')}</Text>}
      {loaded.state === 'ready' && loaded.act === null && <Text>{t('showEmpty')}</Text>}
      {act !== null && (
        <Box as="dl" m="0">
          {ACT_DISPLAY_ROWS.map((row) => (
            <Box
              key={row}
              display="grid"
              gridTemplateColumns={{ base: '1fr', sm: '220px 1fr' }}
              columnGap="4"
              rowGap="1"
              py="2"
              borderBottomWidth="1px"
              _last={{ borderBottomWidth: '0' }}
              data-testid={`act-row-${row}`}
            >
              <Box as="dt" color="fg.muted" textStyle="sm">
                {t(ROW_LABEL[row])}
              </Box>
              <Box as="dd" m="0" minW="0" overflowWrap="anywhere">
                {row === 'certPublicKey' ? <PublicKey value={act.certPublicKey} /> : actDisplayValue(act, row, locale)}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </AccountDialog>
  );
}
