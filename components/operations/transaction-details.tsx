'use client';

import { useMemo, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { Currency, MapPoint, TransactionDetails } from '@/lib/acquiring/contract';
import { externalMapLink, type MapProvider } from '@/lib/maps/config';
import { parseCoordinatesCommaReversed, type LatLng } from '@/lib/maps/coordinates';
import { OperationsMap } from '@/components/maps/operations-map';
import { buttonClass } from '@/components/plain/classes';
import { PlainButton, PlainSpinner } from '@/components/plain/controls';
import { PlainDialog } from '@/components/plain/dialog';
import kit from '@/components/plain/kit.module.css';
import { shownAmount } from '@/lib/domain/operation-effects';
import type { OperationsSettings } from '@/lib/operations/settings-view';
import { StatusBadge } from './status-badge';
import { useOperationLabels, useOperationsFormat } from './use-operations';
import { useRootClass } from './use-root-class';
import styles from './details.module.css';

type Row = [label: string, value: ReactNode, testId?: string];

function Section({ title, rows, id }: { title: string; rows: Row[]; id: string }) {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h3 className={styles.sectionTitle} id={id}>
        {title}
      </h3>
      <dl className={styles.fields}>
        {shown.map(([label, value, testId]) => (
          <div key={label} className={styles.pair}>
            <dt>{label}</dt>
            <dd data-testid={testId}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
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
    <div data-testid="transaction-receipt">
      <div className={styles.receiptHead}>
        <p className={styles.receiptAmount} data-testid="receipt-amount" data-minor={details.amount}>
          {money(shownAmount(details.operation, details.amount), details.currencyId)}
        </p>
        <StatusBadge code={details.hostResponseCode} />
      </div>
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
        <section aria-labelledby="receipt-products" className={styles.section}>
          <h3 className={styles.sectionTitle} id="receipt-products">
            {t('section.products')}
          </h3>
          <table className={`${kit.table} ${styles.products}`} data-testid="receipt-products">
            <thead>
              <tr>
                <th>{f('productTitle')}</th>
                <th className={kit.numeric}>{f('productQuantity')}</th>
                <th className={kit.numeric}>{f('productAmount')}</th>
              </tr>
            </thead>
            <tbody>
              {details.orderProducts.map((product, index) => (
                <tr key={`${product.title}-${index}`}>
                  <td>{product.title}</td>
                  <td className={kit.numeric}>{product.quantity}</td>
                  <td className={`${kit.numeric} ${styles.nowrap}`}>{money(product.amount, details.currencyId)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
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
        <section aria-labelledby="receipt-parent" className={styles.section}>
          <h3 className={styles.sectionTitle} id="receipt-parent">
            {t('section.parent')}
          </h3>
          <p className={styles.text}>
            {labels.operation(details.parent.operation)} · {dateTime(details.parent.serverDateTime)} · {money(shownAmount(details.parent.operation, details.parent.amount), details.parent.currencyId)}
          </p>
          <button
            type="button"
            className={`${buttonClass('outline')} ${styles.parentLink} ${styles.noPrint}`}
            onClick={() => details.parent && onOpenParent(details.parent.id)}
            data-testid="parent-link"
          >
            {t('parentLink')}
          </button>
        </section>
      )}
      <section aria-labelledby="receipt-map" className={styles.section}>
        <h3 className={styles.sectionTitle} id="receipt-map">
          {t('receiptMap')}
        </h3>
        {location && settings.map.provider !== 'disabled' && (
          <div className={`${styles.receiptMap} ${styles.noPrint}`}>
            <OperationsMap config={settings.map} points={locationPoints} height="160px" label={t('receiptMap')} />
          </div>
        )}
        <p className={styles.text} data-muted={!location} data-testid="receipt-location">
          {location ? <ReceiptCoordinates location={location} provider={settings.map.provider} text={t('receiptCoordinates', { coordinates: `${location.lat}, ${location.lng}` })} /> : t('receiptNoLocation')}
        </p>
      </section>
    </div>
  );
}

/** The coordinates as a link to the tenant's map provider, or as text when maps are off. */
function ReceiptCoordinates({ location, provider, text }: { location: LatLng; provider: MapProvider; text: string }) {
  const href = externalMapLink(provider, location);
  if (!href) return text;
  return (
    <a className={kit.link} href={href} target="_blank" rel="noreferrer">
      {text}
    </a>
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
  useRootClass(styles.detailsOpen);
  return (
    <PlainDialog
      open
      onClose={onClose}
      placement="end"
      size="md"
      testId="transaction-details"
      closeLabel={t('detailsClose')}
      title={details ? t('detailsOf', { number: `${details.operationDay}/${details.transactionNumber}` }) : t('details')}
      footer={
        details && (
          <div className={styles.actions}>
            <PlainButton variant="outline" small onClick={() => window.print()} data-testid="print-receipt">
              {t('print')}
            </PlainButton>
            {canSend && (
              <>
                <PlainButton variant="outline" small onClick={() => onSendCheck('resend', details.id)}>
                  {t('resendCheck')}
                </PlainButton>
                <PlainButton small onClick={() => onSendCheck('send', details.id)}>
                  {t('sendCheck')}
                </PlainButton>
              </>
            )}
          </div>
        )
      }
    >
      {details ? (
        <TransactionReceipt details={details} currencies={currencies} settings={settings} onOpenParent={onOpen} />
      ) : (
        <p className={styles.loading}>
          <PlainSpinner />
          {t('detailsLoading')}
        </p>
      )}
    </PlainDialog>
  );
}
