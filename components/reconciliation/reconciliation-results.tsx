import { Fragment, type ReactNode } from 'react';
import NextLink from 'next/link';
import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import type { Reconciliation } from '@/lib/acquiring/contract/reconciliations';
import type { Currency } from '@/lib/acquiring/contract/reference-data';
import type { ReconciliationFilter } from '@/lib/domain/reconciliation-filter-query';
import { formatDateTime } from '@/lib/operations/dates';
import { formatCurrencyAmount } from '@/lib/operations/money-view';
import { initiatorLabelKey, hasOperations } from '@/lib/reconciliation/present';
import { reconciliationOperationsHref } from '@/lib/reconciliation/operations-link';
import type { SortableColumn } from '@/lib/reconciliation/filter';
import recon from '@/lib/theme/static/reconciliation.parts';
import { TurnoverLine } from '@/components/operations/turnover-line';
import { WideOrNarrowBlocks } from '@/components/ui/screen-layout';
import { ReconciliationStatusBadge } from './reconciliation-status-badge';
import { DownloadFileButton } from './download-file-button';
import { SortHeaderButton } from './reconciliation-navigation';

type Translate = Awaited<ReturnType<typeof getTranslations<'Reconciliation'>>>;

interface RowFormat {
  dateTime: (iso: string) => string;
  money: (minor: number, currencyId: number) => string;
  operationsHref: (reconciliation: Reconciliation) => string;
  initiator: (row: Reconciliation) => string;
  initiatorName: (row: Reconciliation) => string;
}

interface ResultsProps {
  rows: Reconciliation[];
  filter: ReconciliationFilter;
  currencies: readonly Currency[];
  reportDownload: boolean;
  /** the operations list's path (with the tenant's alias) */
  listPath: string;
  /** the server clock of this render: an operations link's period ends there */
  now: Date;
}

function RowActions({ row, format, reportDownload, t, stacked = false }: { row: Reconciliation; format: RowFormat; reportDownload: boolean; t: Translate; stacked?: boolean }) {
  return (
    <div className={stacked ? recon.actionsStacked : recon.actions}>
      {hasOperations(row) ? (
        <NextLink href={format.operationsHref(row)} prefetch={false} aria-label={t('operationsOf', { id: row.id })} className={recon.link}>
          {t('operations', { count: row.count })}
        </NextLink>
      ) : (
        <span className={recon.noLink}>{t('noOperations')}</span>
      )}
      {reportDownload && row.downloadFile && <DownloadFileButton reconciliationId={row.id} fileName={row.downloadFile} />}
    </div>
  );
}

/**
 * A date and time that wraps, if the table must, between the day and the time and nowhere else: at 1280 px the
 * spec's ten columns fit only when the widest one may take two lines (greenbank's names and statuses once pushed
 * «Действия» out of sight).
 */
function DayAndTime({ text }: { text: string }) {
  const space = text.indexOf(' ');
  if (space < 0) return <span className={recon.nowrap}>{text}</span>;
  return (
    <>
      <span className={recon.nowrap}>{text.slice(0, space)}</span> <span className={recon.nowrap}>{text.slice(space + 1)}</span>
    </>
  );
}

const COLUMNS: { column: SortableColumn; label: string; numeric?: boolean }[] = [
  { column: 'serverDateTime', label: 'serverDateTime' },
  { column: 'terminal.externalId', label: 'terminal' },
  { column: 'terminal.merchant.externalId', label: 'merchant' },
  { column: 'operationDay', label: 'operationDay', numeric: true },
  { column: 'hostResponseCode', label: 'hostResponseCode' },
  { column: 'initiator', label: 'initiator' },
  { column: 'user.fullName', label: 'initiatorFullName' },
  { column: 'status', label: 'status' },
  { column: 'sumAmount', label: 'sumAmount', numeric: true },
];

/** Desktop: the spec's columns (§3), sortable headers (a client button in each: sorting loads another page). */
function ReconciliationTable({ rows, filter, format, reportDownload, t }: { rows: Reconciliation[]; filter: ReconciliationFilter; format: RowFormat; reportDownload: boolean; t: Translate }) {
  return (
    <div className={recon.scroll}>
      <table className={recon.table} data-testid="reconciliation-table">
        <thead className={recon.head}>
          <tr className={recon.headRow}>
            {COLUMNS.map(({ column, label, numeric }) => {
              const active = filter.order.name === column;
              const name = t(`column.${label}` as 'column.status');
              return (
                <th key={column} scope="col" className={numeric ? recon.thEnd : recon.th} aria-sort={active ? (filter.order.descending ? 'descending' : 'ascending') : 'none'}>
                  <SortHeaderButton column={column} label={name} ariaLabel={t('sortBy', { name })} descending={active ? filter.order.descending : null} numeric={numeric} />
                </th>
              );
            })}
            <th scope="col" className={recon.thText}>
              {t('column.actions')}
            </th>
          </tr>
        </thead>
        <tbody className={recon.body}>
          {rows.map((row) => (
            <tr key={row.id} className={recon.row} data-reconciliation-id={row.id}>
              <td className={recon.cell}>
                <DayAndTime text={format.dateTime(row.serverDateTime)} />
              </td>
              <td className={recon.cellNowrap}>{row.terminal.externalId}</td>
              <td className={recon.cell}>
                <p className={recon.nowrap}>{row.terminal.merchant.externalId}</p>
                <p className={recon.small}>{row.terminal.merchant.name}</p>
              </td>
              <td className={recon.cellEnd}>{row.operationDay}</td>
              <td className={recon.cell}>{row.hostResponseCode}</td>
              <td className={recon.cell}>{format.initiator(row)}</td>
              <td className={recon.cell}>{format.initiatorName(row)}</td>
              <td className={recon.cell}>
                <ReconciliationStatusBadge code={row.status} stacked />
              </td>
              <td className={recon.cellSum}>
                {format.money(row.sumAmount, row.currencyId)}
                <TurnoverLine figures={row} money={(minor) => format.money(minor, row.currencyId)} withNet={false} />
              </td>
              <td className={recon.cell}>
                <RowActions row={row} format={format} reportDownload={reportDownload} t={t} stacked />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phone: one card per reconciliation with the same fields. */
function ReconciliationCards({ rows, format, reportDownload, t }: { rows: Reconciliation[]; format: RowFormat; reportDownload: boolean; t: Translate }) {
  return (
    <ul className={recon.cards} data-testid="reconciliation-cards">
      {rows.map((row) => {
        const pairs: { key: string; label: string; value: ReactNode }[] = [
          { key: 'status', label: t('column.status'), value: <ReconciliationStatusBadge code={row.status} /> },
          { key: 'terminal', label: t('column.terminal'), value: row.terminal.externalId },
          {
            key: 'merchant',
            label: t('column.merchant'),
            value: (
              <>
                {row.terminal.merchant.externalId} <span className={recon.small}>{row.terminal.merchant.name}</span>
              </>
            ),
          },
          { key: 'operationDay', label: t('column.operationDay'), value: row.operationDay },
          { key: 'hostResponseCode', label: t('column.hostResponseCode'), value: row.hostResponseCode },
          { key: 'initiator', label: t('column.initiator'), value: format.initiator(row) },
          { key: 'initiatorFullName', label: t('column.initiatorFullName'), value: format.initiatorName(row) },
        ];
        return (
          <li key={row.id} className={recon.card} data-reconciliation-id={row.id}>
            <div className={recon.cardBody}>
              <div className={recon.cardHead}>
                <div>
                  <p className={recon.strong}>{t('reconciliationId', { id: row.id })}</p>
                  <p className={recon.muted}>{format.dateTime(row.serverDateTime)}</p>
                </div>
                <p className={recon.strongNowrap}>{format.money(row.sumAmount, row.currencyId)}</p>
              </div>
              <TurnoverLine figures={row} money={(minor) => format.money(minor, row.currencyId)} withNet={false} />
              <dl className={recon.pairs}>
                {pairs.map((pair) => (
                  <Fragment key={pair.key}>
                    <dt className={recon.pairLabel}>{pair.label}</dt>
                    <dd className={recon.pairValue}>{pair.value}</dd>
                  </Fragment>
                ))}
              </dl>
              <RowActions row={row} format={format} reportDownload={reportDownload} t={t} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The page of reconciliations, rendered on the server: a table on wide screens and cards on phones (the browser
 * shows one, components/ui/screen-layout.tsx), or the empty state. The sort buttons and the file downloads are the
 * client components in it.
 */
export async function ReconciliationResults({ rows, filter, currencies, reportDownload, listPath, now }: ResultsProps) {
  const [t, locale, timeZone] = await Promise.all([getTranslations('Reconciliation'), getLocale(), getTimeZone()]);
  if (rows.length === 0) {
    return (
      <div className={recon.emptyCard}>
        <div className={recon.emptyBody}>
          <p className={recon.strong}>{t('emptyTitle')}</p>
          <p className={recon.emptyText}>{t('emptyText')}</p>
        </div>
      </div>
    );
  }
  const format: RowFormat = {
    dateTime: (iso) => formatDateTime(iso, locale, timeZone ?? 'Europe/Moscow'),
    money: (minor, currencyId) => formatCurrencyAmount(minor, currencyId, currencies, locale),
    operationsHref: (row) => reconciliationOperationsHref(listPath, row, now),
    initiator: (row) => {
      const key = initiatorLabelKey(row.initiator);
      return key ? t(key) : row.initiator;
    },
    initiatorName: (row) => row.user?.fullName || t('noInitiatorName'),
  };
  const props = { rows, format, reportDownload, t };
  return <WideOrNarrowBlocks wide={<ReconciliationTable {...props} filter={filter} />} narrow={<ReconciliationCards {...props} />} />;
}
