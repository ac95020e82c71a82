'use client';

import { Box, Flex, HStack, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { transactionStatusColor, transactionStatusGroup } from '@/lib/domain/transaction-status';

/**
 * Status with its host response code and the colour of its group (spec §3 "status (with code)", §4), wherever a row
 * shows it. Where space is short (the list's table at 1280 px) the code goes under the status, never away.
 */
export function StatusBadge({ code }: { code: number }) {
  const t = useTranslations('Operations');
  const group = transactionStatusGroup(code);
  return (
    <HStack gap="1.5" whiteSpace="nowrap" data-status={group} data-code={code}>
      <Box as="span" aria-hidden flexShrink={0} boxSize="2.5" rounded="full" style={{ background: transactionStatusColor(group) }} />
      <Flex as="span" wrap="wrap" align="baseline" columnGap="1.5">
        <Text as="span" fontWeight="medium">
          {t(`status.${group}`)}
        </Text>
        <Text as="span" textStyle="xs" color="fg.muted">
          ({t('statusCode', { code })})
        </Text>
      </Flex>
    </HStack>
  );
}
