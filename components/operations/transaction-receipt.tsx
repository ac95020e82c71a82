'use client';

import { useMemo, type ReactNode } from 'react';
import { useTranslations, type Messages } from 'next-intl';
import { Box, Button, DataList, Flex, Heading, Link, Table, Text } from '@chakra-ui/react';
import { DataListRoot } from '@/components/ui/data-list';
import { TableRoot } from '@/components/ui/table';
import type { Currency } from '@/lib/acquiring/contract/reference-data';
import type { MapPoint } from '@/lib/acquiring/contract/summaries';
import type { TransactionDetails } from '@/lib/acquiring/contract/transactions';
import { externalMapLink, type MapProvider } from '@/lib/maps/config';
import { parseCoordinatesCommaReversed, type LatLng } from '@/lib/maps/coordinates';
import { OperationsMap } from '@/components/maps/operations-map';
import { shownAmount } from '@/lib/domain/operation-effects';
import { isPaymentMethod } from '@/lib/domain/payment-methods';
import type { OperationsSettings } from '@/lib/operations/settings-view';
import { StatusBadge } from './status-badge';
import { useOperationLabels, useOperationsFormat } from './use-operations';

type Row = [label: string, value: ReactNode, testId?: string];

function SectionBox({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} mt="4">
      <Heading as="h3" size="sm" mb="1.5" color="fg.muted" id={id}>
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function Section({ title, rows, id }: { title: string; rows: Row[]; id: string }) {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (shown.length === 0) return null;
  return (
    <SectionBox title={title} id={id}>
      <DataListRoot orientation="horizontal" size="sm" gap="1.5">
        {shown.map(([label, value, testId]) => (
          <DataList.Item key={label} alignItems="baseline">
            <DataList.ItemLabel minW="45%" flexShrink="0">
              {label}
            </DataList.ItemLabel>
            <DataList.ItemValue data-testid={testId} overflowWrap="anywhere" minW="0">
              {value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataListRoot>
    </SectionBox>
  );
}

/**
 * Spec §3 "Transaction details": every field, host data, option-governed rows, parent link, order products — the
 * technical panel of the details drawer, on screen only: paper gets the customer's slip (receipt-slip.tsx).
 */
export function TransactionReceipt({
  details,
  currencies,
  settings,
  onOpenParent,
}: {
  details: TransactionDetails;
  currencies: Currency[];
  settings: OperationsSettings;
  onOpenParent: (id: number) => void;
}) {
  const t = useTranslations('Operations');
  const { money, dateTime } = useOperationsFormat(currencies);
  const labels = useOperationLabels();
  const f = (key: keyof Messages['Operations']['field']) => t(`field.${key}`);
  const amount = (minor: number | null | undefined) => (minor === null || minor === undefined ? null : money(minor, details.currencyId));
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
  const host = details.hostData;
  const merchant = details.merchantDetails;
  const isQps = host.qpsOperationId !== undefined || host.sourceId !== undefined;
  const location = parseCoordinatesCommaReversed(details.coordinatesCommaReversed);
  const { id, amount: minor, currencyId } = details;
  const [lat, lng] = location ? [location.lat, location.lng] : [null, null];
  const locationPoints = useMemo<MapPoint[]>(
    () => (lat !== null && lng !== null ? [{ id, lat, lng, amount: minor, currencyId, status: 'success' }] : []),
    [id, lat, lng, minor, currencyId],
  );

  return (
    <Box data-testid="transaction-receipt" textStyle="sm">
      <Flex wrap="wrap" align="baseline" justify="space-between" gap="2">
        <Text textStyle="2xl" fontWeight="bold" data-testid="receipt-amount" data-minor={details.amount}>
          {money(shownAmount(details.operation, details.amount), details.currencyId)}
        </Text>
        <StatusBadge code={details.hostResponseCode} />
      </Flex>
      <Section
        id="receipt-main"
        title={t('section.main')}
        rows={[
          [f('operationName'), labels.operation(details.operation, details.operationName)],
          [f('serverDateTime'), dateTime(details.serverDateTime)],
          [f('operationDay'), String(details.operationDay)],
          [f('transactionNumber'), String(details.transactionNumber)],
          [f('terminal'), details.terminal.externalId],
          [f('user'), details.user?.fullName],
          [f('status'), t(`status.${details.status.group}`)],
          [f('authorizationCode'), details.authorizationCode],
          [f('hostResponseCode'), String(details.hostResponseCode)],
          [f('rrn'), details.rrn, 'receipt-rrn'],
          [f('paymentType'), isPaymentMethod(details.paymentType) ? t(`paymentMethod.${details.paymentType}`) : details.paymentType],
        ]}
      />
      <Section
        id="receipt-merchant"
        title={t('section.merchant')}
        rows={[
          [f('merchantName'), merchant.name],
          [f('merchantExternalId'), merchant.externalId],
          [f('inn'), merchant.inn],
          [f('address'), merchant.address],
          [f('phone'), merchant.phone],
          [f('site'), merchant.site],
          [f('sbpId'), merchant.sbpId],
          [f('sbpAccount'), merchant.sbpAccount],
        ]}
      />
      <Section
        id="receipt-card"
        title={t('section.card')}
        rows={[
          [f('cardMask'), details.cardMask],
          [f('cardholderName'), details.cardholderName],
          [f('cardMethod'), labels.cardMethod(details.cardMethod)],
          [f('contactless'), details.cardMethod ? yesNo(details.cardMethod.contactless) : null],
          [f('nfc'), details.cardMethod ? yesNo(details.cardMethod.nfc) : null],
          [f('ips'), details.ips],
          [f('appId'), details.appId],
          [f('appLabel'), details.appLabel],
          [f('tvr'), details.tvr],
          [f('arc'), details.arc],
          [f('kvr'), details.kvr],
          [f('reader'), details.reader?.serialNumber],
        ]}
      />
      <Section
        id="receipt-amounts"
        title={t('section.amounts')}
        rows={[
          [f('amount'), amount(details.amount)],
          ...(settings.showTips ? ([[f('tipsAmount'), amount(details.tipsAmount)], [f('amountWithoutTips'), amount(details.amountWithoutTips)]] as Row[]) : []),
          ...(settings.showCashback
            ? ([[f('cashbackAmount'), amount(details.cashbackAmount)], [f('amountWithoutCashback'), amount(details.amountWithoutCashback)]] as Row[])
            : []),
          ...(settings.showBonus ? ([[f('bonusAmount'), amount(details.bonusAmount)], [f('amountWithoutBonus'), amount(details.amountWithoutBonus)]] as Row[]) : []),
          [f('commissionAmount'), amount(details.commissionAmount)],
          [f('discountInfo'), details.discountInfo],
        ]}
      />
      {details.orderProducts.length > 0 && (
        <SectionBox title={t('section.products')} id="receipt-products">
          <TableRoot size="sm" data-testid="receipt-products">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{f('productTitle')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{f('productQuantity')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{f('productAmount')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {details.orderProducts.map((product, index) => (
                <Table.Row key={`${product.title}-${index}`}>
                  <Table.Cell>{product.title}</Table.Cell>
                  <Table.Cell textAlign="end">{product.quantity}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {money(product.amount, details.currencyId)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </TableRoot>
        </SectionBox>
      )}
      <Section
        id="receipt-host"
        title={t('section.host')}
        rows={[
          [f('hostResponseText'), host.hostResponseText],
          [f('terminalCode'), host.terminalCode],
          [f('externalTransactionId'), host.externalTransactionId],
          [f('xlsTrxId'), host.xlsTrxId],
          ...host.details.map((line): Row => [line.label, line.value]),
        ]}
      />
      {settings.showBonus && host.bonusShow && (
        <Section
          id="receipt-bonus"
          title={t('section.bonus')}
          rows={[
            [f('bonusError'), host.bonusError],
            [f('bonusPreviousBalance'), amount(host.bonusPreviousBalance)],
            [f('bonusAccruedAmount'), amount(host.bonusAccruedAmount)],
            [f('bonusPostBalance'), amount(host.bonusPostBalance)],
            [f('bonusAutoCancelStarted'), yesNo(host.bonusAutoCancelStarted)],
            [f('bonusAutoCancelSucceeded'), yesNo(host.bonusAutoCancelSucceeded)],
          ]}
        />
      )}
      {isQps && (
        <Section
          id="receipt-qps"
          title={t('section.qps')}
          rows={[
            [f('sourceId'), host.sourceId],
            [f('qpsOperationId'), host.qpsOperationId],
            [f('trxId'), host.trxId],
            [f('originalId'), host.originalId],
          ]}
        />
      )}
      {details.parent && (
        <SectionBox title={t('section.parent')} id="receipt-parent">
          <Text>
            {labels.operation(details.parent.operation)} · {dateTime(details.parent.serverDateTime)} · {money(shownAmount(details.parent.operation, details.parent.amount), details.parent.currencyId)}
          </Text>
          <Button
            variant="outline"
            size="xs"
            mt="1"
            onClick={() => details.parent && onOpenParent(details.parent.id)}
            data-testid="parent-link"
          >
            {t('parentLink')}
          </Button>
        </SectionBox>
      )}
      <SectionBox title={t('receiptMap')} id="receipt-map">
        {location && settings.map.provider !== 'disabled' && (
          <Box mb="1">
            <OperationsMap config={settings.map} points={locationPoints} height="160px" label={t('receiptMap')} />
          </Box>
        )}
        <Text color={location ? undefined : 'fg.muted'} data-testid="receipt-location">
          {location ? <ReceiptCoordinates location={location} provider={settings.map.provider} text={t('receiptCoordinates', { coordinates: `${location.lat}, ${location.lng}` })} /> : t('receiptNoLocation')}
        </Text>
      </SectionBox>
    </Box>
  );
}

/** The coordinates as a link to the tenant's map provider, or as text when maps are off. */
function ReceiptCoordinates({ location, provider, text }: { location: LatLng; provider: MapProvider; text: string }) {
  const href = externalMapLink(provider, location);
  if (!href) return text;
  return (
    <Link href={href} target="_blank" rel="noreferrer" color="brand.fg">
      {text}
    </Link>
  );
}
