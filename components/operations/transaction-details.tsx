'use client';

import { useMemo, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Box, Button, DataList, Flex, Grid, Heading, Link, Spinner, Table, Text } from '@chakra-ui/react';
import { dataListSlotRecipe, tableSlotRecipe } from '@chakra-ui/react/theme';
import { Global } from '@emotion/react';
import type { Currency, MapPoint, TransactionDetails } from '@/lib/acquiring/contract';
import { externalMapLink, type MapProvider } from '@/lib/maps/config';
import { parseCoordinatesCommaReversed, type LatLng } from '@/lib/maps/coordinates';
import { OperationsMap } from '@/components/maps/operations-map';
import { DrawerBody, DrawerCloseTrigger, DrawerContent, DrawerFooter, DrawerHeader, DrawerRoot, DrawerTitle } from '@/components/ui/drawer';
import { Motion, m } from '@/components/ui/motion';
import { shownAmount } from '@/lib/domain/operation-effects';
import type { OperationsSettings } from '@/lib/operations/settings-view';
import { StatusBadge } from './status-badge';
import { useOperationLabels, useOperationsFormat } from './use-operations';

type Row = [label: string, value: ReactNode, testId?: string];

/** What stays off paper: the map, the buttons. */
const NOT_PRINTED = { _print: { display: 'none' } } as const;

function SectionBox({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} mt="4" breakInside="avoid" _print={{ mt: '2' }}>
      <Heading as="h3" size="sm" mb="1.5" color="fg.muted" id={id} _print={{ fontSize: '10pt', mb: '0.5' }}>
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
      <DataList.Root recipe={dataListSlotRecipe} orientation="horizontal" size="sm" gap="1.5" _print={{ gap: '0.5' }}>
        {shown.map(([label, value, testId]) => (
          <DataList.Item key={label} alignItems="baseline" _print={{ fontSize: 'inherit', lineHeight: 'inherit' }}>
            <DataList.ItemLabel minW="45%" flexShrink="0">
              {label}
            </DataList.ItemLabel>
            <DataList.ItemValue data-testid={testId} overflowWrap="anywhere" minW="0">
              {value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </SectionBox>
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
  const labels = useOperationLabels();
  const f = (key: string) => t(`field.${key}`);
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
    // On paper the sections flow in two columns, so the whole receipt fits one page.
    <Box data-testid="transaction-receipt" textStyle="sm" _print={{ columnCount: 2, columnGap: '8mm', fontSize: '9pt', lineHeight: '1.3' }}>
      <Flex wrap="wrap" align="baseline" justify="space-between" gap="2" breakInside="avoid">
        <Text textStyle="2xl" fontWeight="bold" data-testid="receipt-amount" data-minor={details.amount} _print={{ fontSize: '14pt' }}>
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
          [f('paymentType'), t.has(`paymentMethod.${details.paymentType}`) ? t(`paymentMethod.${details.paymentType}`) : details.paymentType],
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
          <Table.Root recipe={tableSlotRecipe} size="sm" data-testid="receipt-products">
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
            {...NOT_PRINTED}
          >
            {t('parentLink')}
          </Button>
        </SectionBox>
      )}
      <SectionBox title={t('receiptMap')} id="receipt-map">
        {location && settings.map.provider !== 'disabled' && (
          <Box mb="1" {...NOT_PRINTED}>
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

/**
 * While the drawer is open, paper gets the receipt alone: the page behind, the backdrop, the drawer's frame and
 * the toasts shown inside it stay off it, and the drawer flows as a plain block (fixed, scrolled boxes print blank or cut pages).
 */
const PRINT_THE_RECEIPT_ONLY = `
@media print {
  @page { margin: 12mm; }
  html, body { height: auto !important; overflow: visible !important; background: none !important; }
  body > :not(:has([data-receipt-drawer])) { display: none !important; }
  body > :has([data-receipt-drawer]), body :has(> [data-receipt-drawer]), [data-receipt-drawer] {
    position: static !important; display: block !important; inset: auto !important; width: auto !important; height: auto !important;
    max-width: none !important; max-height: none !important; overflow: visible !important; padding: 0 !important;
    box-shadow: none !important; border: none !important; animation: none !important; transform: none !important;
  }
  [data-receipt-drawer] [data-scope='toast'] { display: none !important; }
}`;

/** The details drawer: the receipt, print, send / resend the check. Leaves with its motion before `onExitComplete`. */
export function TransactionDetailsDrawer({
  open = true,
  details,
  currencies,
  settings,
  onClose,
  onExitComplete,
  onOpen,
  onSendCheck,
}: {
  open?: boolean;
  details: TransactionDetails | null;
  currencies: Currency[];
  settings: OperationsSettings;
  onClose: () => void;
  onExitComplete?: () => void;
  onOpen: (id: number) => void;
  onSendCheck: (mode: 'send' | 'resend', id: number) => void;
}) {
  const t = useTranslations('Operations');
  const canSend = settings.sendCheckEmail || settings.sendCheckPhone;
  return (
    <DrawerRoot open={open} onOpenChange={(change) => !change.open && onClose()} onExitComplete={onExitComplete} placement="end" size={{ base: 'full', sm: 'md' }}>
      <Global styles={PRINT_THE_RECEIPT_ONLY} />
      <DrawerContent data-testid="transaction-details" data-receipt-drawer="">
        <DrawerHeader pe="12" _print={{ px: '0', pt: '0', pb: '2' }}>
          <DrawerTitle>{details ? t('detailsOf', { number: `${details.operationDay}/${details.transactionNumber}` }) : t('details')}</DrawerTitle>
        </DrawerHeader>
        {/* a long receipt scrolls inside the panel: focusable, so the keyboard scrolls it too (axe scrollable-region-focusable) */}
        <DrawerBody tabIndex={0} focusVisibleRing="inside" _print={{ p: '0', overflow: 'visible' }}>
          {details ? (
            <Motion>
              <m.div key={details.id} initial={{ opacity: 0, y: 8 }} animate={{ opacity: 1, y: 0 }} transition={{ duration: 0.2 }}>
                <TransactionReceipt details={details} currencies={currencies} settings={settings} onOpenParent={onOpen} />
              </m.div>
            </Motion>
          ) : (
            <Flex align="center" gap="2" color="fg.muted">
              <Spinner size="sm" />
              {t('detailsLoading')}
            </Flex>
          )}
        </DrawerBody>
        {details && (
          <DrawerFooter {...NOT_PRINTED}>
            {/* Two rows at most, at any width: print and send side by side, «send again» (the longest) under them. */}
            <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="2" w="full" data-testid="details-actions">
              <Button variant="outline" size="sm" gridColumn={canSend ? undefined : 'span 2'} onClick={() => window.print()} data-testid="print-receipt">
                {t('print')}
              </Button>
              {canSend && (
                <>
                  <Button size="sm" onClick={() => onSendCheck('send', details.id)}>
                    {t('sendCheck')}
                  </Button>
                  <Button variant="outline" size="sm" gridColumn="span 2" onClick={() => onSendCheck('resend', details.id)}>
                    {t('resendCheck')}
                  </Button>
                </>
              )}
            </Grid>
          </DrawerFooter>
        )}
        <DrawerCloseTrigger aria-label={t('detailsClose')} {...NOT_PRINTED} />
      </DrawerContent>
    </DrawerRoot>
  );
}
