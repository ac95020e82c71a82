'use client';

import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { reconciliationStatusView } from '@/lib/reconciliation/present';

/**
 * The status group, its colour and its code (spec §4: 0 successful, 1 in progress, 2 and 3 unsuccessful): the code
 * tells 2 from 3, which share a group, in the table as on a phone's card. `stacked`: the code on a line of its own
 * under the group (the table's narrow column, as the list's rows show it).
 */
export function ReconciliationStatusBadge({ code, stacked = false }: { code: number; stacked?: boolean }) {
  const t = useTranslations('Reconciliation');
  const { status, color } = reconciliationStatusView(code);
  const group = (
    <>
      <Box as="span" aria-hidden flexShrink={0} boxSize="2.5" rounded="full" style={{ background: color }} />
      <Text as="span" fontWeight="medium">
        {t(`status.${status ?? 'unknown'}`)}
      </Text>
    </>
  );
  const codeText = (
    // past the dot and the gap when stacked, so it lines up with the group's name
    <Text as="span" textStyle="xs" color="fg.muted" ps={stacked ? '4' : undefined}>
      ({t('statusCode', { code })})
    </Text>
  );
  const common = { 'data-status': status ?? 'unknown', title: t('statusCode', { code }), whiteSpace: 'nowrap' } as const;
  return stacked ? (
    <Stack as="span" display="inline-flex" gap="0" {...common}>
      <HStack as="span" gap="1.5">
        {group}
      </HStack>
      {codeText}
    </Stack>
  ) : (
    <HStack as="span" display="inline-flex" gap="1.5" {...common}>
      {group}
      {codeText}
    </HStack>
  );
}
