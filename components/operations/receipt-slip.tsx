'use client';

import type { ReactNode } from 'react';
import { Global } from '@emotion/react';
import { useTranslations, type Messages } from 'next-intl';
import { Box, Flex, Image, Portal, Text } from '@chakra-ui/react';
import { useApp } from '@/components/layout/app-provider';
import type { Currency } from '@/lib/acquiring/contract/reference-data';
import type { TransactionDetails } from '@/lib/acquiring/contract/transactions';
import { shownAmount } from '@/lib/domain/operation-effects';
import { transactionStatusGroup } from '@/lib/domain/transaction-status';
import { slipAmountParts, slipLines, slipMerchantLines } from '@/lib/operations/receipt-slip';
import type { OperationsSettings } from '@/lib/operations/settings-view';
import { logoUrl } from '@/lib/tenant/brand';
import { useOperationLabels, useOperationsFormat } from './use-operations';

/**
 * While a slip is mounted, paper gets it alone: every other child of the body — the page, the details drawer with
 * its technical panel, the backdrop, the toasts — stays off, and the body lets the slip flow from the page's top.
 */
const PRINT_THE_SLIP_ONLY = `
@media print {
  @page { margin: 12mm; }
  html, body { height: auto !important; overflow: visible !important; padding: 0 !important; background: #fff !important; }
  body > :not([data-receipt-slip]) { display: none !important; }
}`;

/** Paper is white whatever the screen's colour mode: the slip's inks are fixed, not the mode's tokens. */
const INK = { text: 'black', muted: 'gray.700', rule: 'gray.500' } as const;

function SlipRow({ label, value, testId, size = '10pt' }: { label: string; value: ReactNode; testId?: string; size?: string }) {
  return (
    <Flex justify="space-between" align="baseline" gap="4mm" fontSize={size}>
      <Text as="span" color={INK.muted} flexShrink={0}>
        {label}
      </Text>
      <Text as="span" textAlign="end" fontVariantNumeric="tabular-nums" overflowWrap="anywhere" data-testid={testId}>
        {value}
      </Text>
    </Flex>
  );
}

function SlipPart({ children, last = false }: { children: ReactNode; last?: boolean }) {
  return (
    <Box py="2.5mm" borderBottomWidth={last ? '0' : '0.3mm'} borderBottomStyle="dashed" borderColor={INK.rule}>
      {children}
    </Box>
  );
}

/**
 * The customer's slip of the operation (lib/operations/receipt-slip.ts): the bank's logo and name, the outlet, the
 * operation's lines, the amount (with its tips and cashback where the tenant shows them) and the status. Not on
 * screen; printed instead of the details drawer, on one page.
 */
export function ReceiptSlip({ details, currencies, settings }: { details: TransactionDetails; currencies: Currency[]; settings: OperationsSettings }) {
  const t = useTranslations('Operations');
  const brand = useTranslations('Brand');
  const { alias } = useApp();
  const { money, dateTime } = useOperationsFormat(currencies);
  const labels = useOperationLabels();
  const f = (key: keyof Messages['Operations']['field']) => t(`field.${key}`);
  const status = transactionStatusGroup(details.hostResponseCode);
  return (
    <Portal>
      <Global styles={PRINT_THE_SLIP_ONLY} />
      <Box
        data-receipt-slip=""
        data-testid="receipt-slip"
        display="none"
        _print={{ display: 'block' }}
        w="90mm"
        mx="auto"
        px="5mm"
        pb="1mm"
        color={INK.text}
        bg="white"
        fontSize="10pt"
        lineHeight="1.4"
        borderWidth="0.3mm"
        borderColor={INK.rule}
        borderTopWidth="2mm"
        borderTopColor="brand.solid"
      >
        <SlipPart>
          <Flex align="center" gap="3mm">
            {/* the name beside it says whose logo it is */}
            <Image src={logoUrl(alias)} alt="" h="11mm" w="auto" maxW="30mm" data-testid="slip-logo" />
            <Text fontSize="13pt" fontWeight="bold" lineHeight="1.2" data-testid="slip-bank">
              {brand('bankName')}
            </Text>
          </Flex>
        </SlipPart>
        <SlipPart>
          <Text fontWeight="bold" data-testid="slip-merchant">
            {details.merchantDetails.name}
          </Text>
          {slipMerchantLines(details).map(({ line, value }) => (
            <Text key={line} color={INK.muted} data-testid={`slip-${line}`}>
              {line === 'address' ? value : `${f(line)} ${value}`}
            </Text>
          ))}
        </SlipPart>
        <SlipPart>
          <Text textAlign="center" fontSize="11pt" fontWeight="bold" textTransform="uppercase" letterSpacing="0.05em" mb="1.5mm" data-testid="slip-operation">
            {labels.operation(details.operation, details.operationName)}
          </Text>
          {slipLines(details).map(({ line, value }) => (
            <SlipRow key={line} label={f(line)} value={line === 'serverDateTime' ? dateTime(value) : value} testId={`slip-${line}`} />
          ))}
        </SlipPart>
        <SlipPart>
          {slipAmountParts(details, settings).map(({ line, minor }) => (
            <SlipRow key={line} label={f(line)} value={money(minor, details.currencyId)} testId={`slip-${line}`} />
          ))}
          <SlipRow label={f('amount')} value={<strong>{money(shownAmount(details.operation, details.amount), details.currencyId)}</strong>} testId="slip-amount" size="13pt" />
        </SlipPart>
        <SlipPart last>
          <SlipRow label={f('status')} value={<strong data-status={status}>{t(`status.${status}`)}</strong>} testId="slip-status" />
        </SlipPart>
      </Box>
    </Portal>
  );
}
