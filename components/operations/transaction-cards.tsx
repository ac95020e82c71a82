'use client';

import { useTranslations } from 'next-intl';
import type { TransactionListRow } from '@/lib/acquiring/contract/transactions';
import { shownAmount } from '@/lib/domain/operation-effects';
import { listColumns, type ListColumnKey } from '@/lib/operations/list-columns';
import { fastPaymentId } from '@/lib/domain/payment-methods';
import rows from '@/lib/theme/static/rows.parts';
import { PaymentMethodLabel } from './payment-method';
import { StatusBadge } from './status-badge';
import { ParentLink, SelectBox, type CardsProps } from './transaction-row-parts';
import { useOperationLabels, useOperationsFormat } from './use-operations';

/**
 * The list as cards on a phone (below 960 px). Plain elements with the look of Chakra's card
 * (lib/theme/static/rows.parts.ts): a page of cards costs no component's hydration on the phone.
 */
export function TransactionCards({ rows: page, currencies, settings, selected, onSelect, onOpen }: CardsProps) {
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
    <ul className={rows.cards} data-testid="transaction-cards">
      {page.map((row) => {
        const fastId = fastPaymentId(row);
        return (
          <li key={row.id} className={rows.card} data-testid="transaction-card" data-id={row.id}>
            <div className={rows.cardBody}>
              <SelectBox label={t('selectRow', { id: row.id })} checked={selected.has(row.id)} onChange={(checked) => onSelect([row.id], checked)} />
              <div className={rows.cardMain}>
                <div className={rows.cardTitle}>
                  <span data-testid="card-operation" data-value={row.operation}>
                    {labels.operation(row.operation)}
                  </span>
                  <span className={rows.nowrap} data-testid="cell-amount" data-minor={row.amount}>
                    {money(shownAmount(row.operation, row.amount), row.currencyId)}
                  </span>
                </div>
                <ParentLink parentId={row.parentId} onOpen={onOpen} />
                <StatusBadge code={row.hostResponseCode} />
                <p className={rows.cardLine}>
                  {dateTime(row.serverDateTime)} · TID {row.terminal.externalId}
                </p>
                <p className={rows.cardLine}>
                  <PaymentMethodLabel method={row.paymentMethod} /> · {fastId === null && `${row.cardMask ?? '—'} · `}
                  {labels.cardMethod(row.cardMethod)} · RRN <span data-testid="cell-rrn">{row.rrn ?? '—'}</span>
                </p>
                {fastId !== null && (
                  <p className={rows.cardNote} data-testid="fast-payment-id">
                    {t('fastPaymentId')} <span className={rows.mono}>{fastId}</span>
                  </p>
                )}
                <p className={rows.cardTruncated}>
                  {row.merchant.name}
                  {row.user ? ` · ${row.user.fullName}` : ''}
                </p>
                {optional.length > 0 && (
                  <p className={rows.cardNote}>{optional.map(({ key }) => `${t(`column.${key}`)}: ${optionalValue(row, key)}`).join(' · ')}</p>
                )}
                <button type="button" className={rows.cardOpen} onClick={() => onOpen(row.id)}>
                  {t('openDetails', { id: row.id })}
                </button>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
