'use client';

import { Box, Flex, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { transactionStatusColor, transactionStatusGroup } from '@/lib/domain/transaction-status';

/** Status with its host response code and the colour of its group (spec §3, §4). */
export function StatusBadge({ code }: { code: number }) {
  const t = useTranslations('Operations');
  const group = transactionStatusGroup(code);
  return (
    <Flex align="center" gap="1.5" whiteSpace="nowrap" data-status={group}>
      <Box as="span" aria-hidden w="2.5" h="2.5" borderRadius="full" flexShrink={0} style={{ background: transactionStatusColor(group) }} />
      <Text as="span" fontWeight="medium">
        {t(`status.${group}`)}
      </Text>
      <Text as="span" color="fg.muted" fontSize="xs">
        ({t('statusCode', { code })})
      </Text>
    </Flex>
  );
}
