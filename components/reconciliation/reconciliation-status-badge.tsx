'use client';

import { Box, HStack, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { reconciliationStatusView } from '@/lib/reconciliation/present';

/**
 * The status group, its colour and its code (spec §4: 0 successful, 1 in progress, 2 and 3 unsuccessful): the code
 * tells 2 from 3, which share a group, in the table as on a phone's card. `stacked`: the code under the group (the
 * table's narrow column, as the list's rows show it).
 */
export function ReconciliationStatusBadge({ code, stacked = false }: { code: number; stacked?: boolean }) {
  const t = useTranslations('Reconciliation');
  const { status, color } = reconciliationStatusView(code);
  return (
    <HStack as="span" display="inline-flex" gap="1.5" rowGap="0" flexWrap={stacked ? 'wrap' : undefined} whiteSpace="nowrap" data-status={status ?? 'unknown'} title={t('statusCode', { code })}>
      <Box as="span" aria-hidden flexShrink={0} boxSize="2.5" rounded="full" style={{ background: color }} />
      <Text as="span" fontWeight="medium">
        {t(`status.${status ?? 'unknown'}`)}
      </Text>
      {/* stacked: a line of its own, under the group's name (past the dot and the gap) */}
      <Text as="span" textStyle="xs" color="fg.muted" flexBasis={stacked ? 'full' : undefined} ps={stacked ? '4' : undefined}>
        ({t('statusCode', { code })})
      </Text>
    </HStack>
  );
}
