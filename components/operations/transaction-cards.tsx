'use client';

import { Box, Button, Card, Flex, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import type { TransactionListRow } from '@/lib/acquiring/contract/transactions';
import { shownAmount } from '@/lib/domain/operation-effects';
import { listColumns, type ListColumnKey } from '@/lib/operations/list-columns';
import { fastPaymentId } from '@/lib/domain/payment-methods';
import { PaymentMethodLabel } from './payment-method';
import { StatusBadge } from './status-badge';
import { ParentLink, SelectBox, type CardsProps } from './transaction-row-parts';
import { useOperationLabels, useOperationsFormat } from './use-operations';

/** The list as cards on a phone (below 960 px). */
export function TransactionCards({ rows, currencies, settings, selected, onSelect, onOpen }: CardsProps) {
  const t = useTranslations('Operations');
  const { money, dateTime } = useOperationsFormat(currencies);
  const labels = useOperationLabels();
  const optional = listColumns(settings).filter((column) => column.optional);
  const optionalValue = (row: TransactionListRow, key: ListColumnKey) => {
    if (key === 'bin') return row.bin ?? '—';
    const minor = row[key as 'bonusAmount' | 'cashbackAmount' | 'tipsAmount'];
    return minor === null ? '—' : money(minor, row.currencyId);
  };
  return (
    <Flex as="ul" direction="column" gap="2" data-testid="transaction-cards">
      {rows.map((row) => {
        const fastId = fastPaymentId(row);
        return (
          <Card.Root as="li" key={row.id} size="sm" data-testid="transaction-card" data-id={row.id}>
            <Card.Body flexDirection="row" alignItems="flex-start" gap="2">
              <SelectBox label={t('selectRow', { id: row.id })} checked={selected.has(row.id)} onChange={(checked) => onSelect([row.id], checked)} />
              <Box flex="1" minW="0">
                <Flex align="baseline" justify="space-between" gap="2" fontWeight="semibold">
                  <span data-testid="card-operation" data-value={row.operation}>
                    {labels.operation(row.operation)}
                  </span>
                  <Text as="span" whiteSpace="nowrap" data-testid="cell-amount" data-minor={row.amount}>
                    {money(shownAmount(row.operation, row.amount), row.currencyId)}
                  </Text>
                </Flex>
                <ParentLink parentId={row.parentId} onOpen={onOpen} />
                <StatusBadge code={row.hostResponseCode} />
                <Text textStyle="sm" color="fg.muted">
                  {dateTime(row.serverDateTime)} · TID {row.terminal.externalId}
                </Text>
                <Text textStyle="sm" color="fg.muted">
                  <PaymentMethodLabel method={row.paymentMethod} /> · {fastId === null && `${row.cardMask ?? '—'} · `}
                  {labels.cardMethod(row.cardMethod)} · RRN <span data-testid="cell-rrn">{row.rrn ?? '—'}</span>
                </Text>
                {fastId !== null && (
                  <Text textStyle="xs" color="fg.muted" data-testid="fast-payment-id">
                    {t('fastPaymentId')}{' '}
                    <Text as="span" fontFamily="mono" wordBreak="break-all">
                      {fastId}
                    </Text>
                  </Text>
                )}
                <Text textStyle="sm" color="fg.muted" truncate>
                  {row.merchant.name}
                  {row.user ? ` · ${row.user.fullName}` : ''}
                </Text>
                {optional.length > 0 && (
                  <Text textStyle="xs" color="fg.muted">
                    {optional.map(({ key }) => `${t(`column.${key}`)}: ${optionalValue(row, key)}`).join(' · ')}
                  </Text>
                )}
                <Button variant="outline" size="xs" mt="1" onClick={() => onOpen(row.id)}>
                  {t('openDetails', { id: row.id })}
                </Button>
              </Box>
            </Card.Body>
          </Card.Root>
        );
      })}
    </Flex>
  );
}
