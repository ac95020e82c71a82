'use client';

import { Box, Flex, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { reconciliationStatusView } from '@/lib/reconciliation/present';

/** The status group and its colour (spec §4: 0 successful, 1 in progress, 2 and 3 unsuccessful). */
/** `showCode` off where space is short (the table); the group and colour stay. */
export function ReconciliationStatusBadge({ code, showCode = true }: { code: number; showCode?: boolean }) {
  const t = useTranslations('Reconciliation');
  const { status, color } = reconciliationStatusView(code);
  return (
    <Flex as="span" align="center" gap="1.5" whiteSpace="nowrap" data-status={status ?? 'unknown'} title={t('statusCode', { code })}>
      <Box as="span" aria-hidden w="2.5" h="2.5" borderRadius="full" flexShrink={0} style={{ background: color }} />
      <Text as="span" fontWeight="medium">
        {t(`status.${status ?? 'unknown'}`)}
      </Text>
      {showCode && (
        <Text as="span" color="fg.muted" fontSize="xs">
          ({t('statusCode', { code })})
        </Text>
      )}
    </Flex>
  );
}
