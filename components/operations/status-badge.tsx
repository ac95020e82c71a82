'use client';

import { Box, HStack, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { transactionStatusColor, transactionStatusGroup } from '@/lib/domain/transaction-status';

/**
 * Status with its host response code and the colour of its group (spec §3, §4). `showCode` off where space is
 * short (the list's table, which has the code in its own column and the title): the group and colour stay.
 */
export function StatusBadge({ code, showCode = true }: { code: number; showCode?: boolean }) {
  const t = useTranslations('Operations');
  const group = transactionStatusGroup(code);
  return (
    <HStack gap="1.5" whiteSpace="nowrap" data-status={group} title={showCode ? undefined : t('statusCode', { code })}>
      <Box as="span" aria-hidden flexShrink={0} boxSize="2.5" rounded="full" style={{ background: transactionStatusColor(group) }} />
      <Text as="span" fontWeight="medium">
        {t(`status.${group}`)}
      </Text>
      {showCode && (
        <Text as="span" textStyle="xs" color="fg.muted">
          ({t('statusCode', { code })})
        </Text>
      )}
    </HStack>
  );
}
