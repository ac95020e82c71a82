'use client';

import { Box, HStack, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { reconciliationStatusView } from '@/lib/reconciliation/present';

/**
 * The status group and its colour (spec §4: 0 successful, 1 in progress, 2 and 3 unsuccessful).
 * `showCode` off where space is short (the table); the group and colour stay.
 */
export function ReconciliationStatusBadge({ code, showCode = true }: { code: number; showCode?: boolean }) {
  const t = useTranslations('Reconciliation');
  const { status, color } = reconciliationStatusView(code);
  return (
    <HStack as="span" display="inline-flex" gap="1.5" whiteSpace="nowrap" data-status={status ?? 'unknown'} title={t('statusCode', { code })}>
      <Box as="span" aria-hidden flexShrink={0} boxSize="2.5" rounded="full" style={{ background: color }} />
      <Text as="span" fontWeight="medium">
        {t(`status.${status ?? 'unknown'}`)}
      </Text>
      {showCode && (
        <Text as="span" textStyle="xs" color="fg.muted">
          ({t('statusCode', { code })})
        </Text>
      )}
    </HStack>
  );
}
