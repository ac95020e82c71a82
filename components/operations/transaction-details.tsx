'use client';

import { useMemo, type ReactNode } from 'react';
import { Global } from '@emotion/react';
import { Box, Button, CloseButton, Drawer, Flex, Heading, Link, Portal, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import type { Currency, MapPoint, TransactionDetails } from '@/lib/acquiring/contract';
import { parseCoordinatesCommaReversed } from '@/lib/maps/coordinates';
import { OperationsMap } from '@/components/maps/operations-map';
import type { OperationsSettings } from '@/lib/operations/settings-view';
import { PHONE_WIDTH } from './media';
import { StatusBadge } from './status-badge';
import { useOperationsFormat } from './use-operations';

/** Only the receipt is printed: the page, the header and the drawer chrome stay off paper. */
const PRINT_STYLES = {
  '@media print': {
    'body *': { visibility: 'hidden' },
    '[data-print-root], [data-print-root] *': { visibility: 'visible' },
    '[data-print-root]': { position: 'absolute', left: 0, top: 0, width: '100%', boxShadow: 'none', border: 'none' },
    '.bo-no-print, .bo-no-print *': { display: 'none !important' },
  },
} as const;

type Row = [label: string, value: ReactNode, testId?: string];

function Section({ title, rows, id }: { title: string; rows: Row[]; id: string }) {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (shown.length === 0) return null;
  return (
    <Box as="section" aria-labelledby={id} breakInside="avoid">
      <Heading as="h3" size="sm" id={id} mb="1" mt="3" color="gray.700">
        {title}
      </Heading>
      <Box as="dl" display="grid" gridTemplateColumns="minmax(0, 45%) minmax(0, 1fr)" columnGap="3" rowGap="1" fontSize="sm">
        {shown.map(([label, value, testId]) => (
          <Box key={label} display="contents">
            <Box as="dt" color="fg.muted">
              {label}
            </Box>
            <Box as="dd" m="0" wordBreak="break-word" data-testid={testId}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** Spec §3 "Transaction details": every field, host data, option-governed rows, parent link, order products. */
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
  const f = (key: string) => t(`field.${key}`);
  const amount = (minor: number | null | undefined) => (minor === null || minor === undefined ? null : money(minor, details.currencyId));
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
  const host = details.hostData;
  const m = details.merchantDetails;
  const isQps = host.qpsOperationId !== undefined || host.sourceId !== undefined;
  const location = parseCoordinatesCommaReversed(details.coordinatesCommaReversed);
  const { id, amount: minor, currencyId } = details;
  const [lat, lng] = location ? [location.lat, location.lng] : [null, null];
  const locationPoints = useMemo<MapPoint[]>(
    () => (lat !== null && lng !== null ? [{ id, lat, lng, amount: minor, currencyId, status: 'success' }] : []),
    [id, lat, lng, minor, currencyId],
  );

  return (
    <Box data-testid="transaction-receipt">
      <Flex justify="space-between" align="baseline" gap="2" wrap="wrap">
        <Text fontSize="2xl" fontWeight="bold" data-testid="receipt-amount" data-minor={details.amount}>
          {money(details.amount, details.currencyId)}
        </Text>
        <StatusBadge code={details.hostResponseCode} />
      </Flex>
      <Section
        id="receipt-main"
        title={t('section.main')}
        rows={[
          [f('operationName'), details.operationName || t(`operation.${details.operation}`)],
          [f('serverDateTime'), dateTime(details.serverDateTime)],
          [f('operationDay'), String(details.operationDay)],
          [f('transactionNumber'), String(details.transactionNumber)],
          [f('terminal'), details.terminal.externalId],
          [f('user'), details.user?.fullName],
          [f('status'), details.statusText],
          [f('authorizationCode'), details.authorizationCode],
          [f('hostResponseCode'), String(details.hostResponseCode)],
          [f('rrn'), details.rrn, 'receipt-rrn'],
          [f('paymentType'), t.has(`paymentMethod.${details.paymentType}`) ? t(`paymentMethod.${details.paymentType}`) : details.paymentType],
        ]}
      />
      <Section
        id="receipt-merchant"
        title={t('section.merchant')}
        rows={[
          [f('merchantName'), m.name],
          [f('merchantExternalId'), m.externalId],
          [f('inn'), m.inn],
          [f('address'), m.address],
          [f('phone'), m.phone],
          [f('site'), m.site],
          [f('sbpId'), m.sbpId],
          [f('sbpAccount'), m.sbpAccount],
        ]}
      />
      <Section
        id="receipt-card"
        title={t('section.card')}
        rows={[
          [f('cardMask'), details.cardMask],
          [f('cardholderName'), details.cardholderName],
          [f('cardMethod'), t(`cardMethod.${details.cardMethod.cardInputCapability ?? 'UNKNOWN'}`)],
          [f('contactless'), yesNo(details.cardMethod.contactless)],
          [f('nfc'), yesNo(details.cardMethod.nfc)],
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
        <Box as="section" aria-labelledby="receipt-products" mt="3">
          <Heading as="h3" size="sm" id="receipt-products" mb="1" color="gray.700">
            {t('section.products')}
          </Heading>
          <Table.Root size="sm" data-testid="receipt-products">
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
          </Table.Root>
        </Box>
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
        <Box as="section" aria-labelledby="receipt-parent" mt="3">
          <Heading as="h3" size="sm" id="receipt-parent" mb="1" color="gray.700">
            {t('section.parent')}
          </Heading>
          <Text fontSize="sm">
            {t(`operation.${details.parent.operation}`)} · {dateTime(details.parent.serverDateTime)} · {money(details.parent.amount, details.parent.currencyId)}
          </Text>
          <Button className="bo-no-print" size="xs" variant="outline" colorPalette="brand" mt="1" onClick={() => details.parent && onOpenParent(details.parent.id)} data-testid="parent-link">
            {t('parentLink')}
          </Button>
        </Box>
      )}
      <Box as="section" aria-labelledby="receipt-map" mt="3">
        <Heading as="h3" size="sm" id="receipt-map" mb="1" color="gray.700">
          {t('receiptMap')}
        </Heading>
        {location && settings.map.provider !== 'disabled' && (
          <Box className="bo-no-print" mb="1">
            <OperationsMap config={settings.map} points={locationPoints} height="160px" label={t('receiptMap')} />
          </Box>
        )}
        <Text fontSize="sm" color={location ? undefined : 'fg.muted'} data-testid="receipt-location">
          {location ? (
            <Link href={`https://www.openstreetmap.org/?mlat=${location.lat}&mlon=${location.lng}#map=16/${location.lat}/${location.lng}`} target="_blank" rel="noreferrer" color="brand.fg">
              {t('receiptCoordinates', { coordinates: `${location.lat}, ${location.lng}` })}
            </Link>
          ) : (
            t('receiptNoLocation')
          )}
        </Text>
      </Box>
    </Box>
  );
}

/** The details drawer: the receipt, print, send / resend the check. */
export function TransactionDetailsDrawer({
  details,
  currencies,
  settings,
  onClose,
  onOpen,
  onSendCheck,
}: {
  details: TransactionDetails | null;
  currencies: Currency[];
  settings: OperationsSettings;
  onClose: () => void;
  onOpen: (id: number) => void;
  onSendCheck: (mode: 'send' | 'resend', id: number) => void;
}) {
  const t = useTranslations('Operations');
  const canSend = settings.sendCheckEmail || settings.sendCheckPhone;
  return (
    <Drawer.Root open onOpenChange={(event) => !event.open && onClose()} placement="end" size="md">
      <Global styles={PRINT_STYLES} />
      <Portal>
        <Drawer.Backdrop className="bo-no-print" />
        <Drawer.Positioner>
          <Drawer.Content data-print-root data-testid="transaction-details" css={{ [PHONE_WIDTH]: { maxWidth: '100vw', width: '100vw' } }}>
            <Drawer.Header>
              <Drawer.Title>{details ? t('detailsOf', { number: `${details.operationDay}/${details.transactionNumber}` }) : t('details')}</Drawer.Title>
            </Drawer.Header>
            {/* Focusable: on a phone the receipt scrolls, and keyboard users must be able to scroll it (axe scrollable-region-focusable). */}
            <Drawer.Body tabIndex={0}>
              {details ? (
                <TransactionReceipt details={details} currencies={currencies} settings={settings} onOpenParent={onOpen} />
              ) : (
                <Flex align="center" gap="2" color="fg.muted">
                  <Spinner size="sm" />
                  {t('detailsLoading')}
                </Flex>
              )}
            </Drawer.Body>
            {details && (
              <Drawer.Footer className="bo-no-print">
                <Stack direction="row" gap="2" wrap="wrap" justify="flex-end">
                  <Button variant="outline" size="sm" onClick={() => window.print()} data-testid="print-receipt">
                    {t('print')}
                  </Button>
                  {canSend && (
                    <>
                      <Button variant="outline" size="sm" onClick={() => onSendCheck('resend', details.id)}>
                        {t('resendCheck')}
                      </Button>
                      <Button colorPalette="brand" size="sm" onClick={() => onSendCheck('send', details.id)}>
                        {t('sendCheck')}
                      </Button>
                    </>
                  )}
                </Stack>
              </Drawer.Footer>
            )}
            <Drawer.CloseTrigger asChild className="bo-no-print">
              <CloseButton size="sm" aria-label={t('detailsClose')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
