import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { TransactionListRow } from '@/lib/acquiring/contract/transactions';
import { fastPaymentId, paymentMethodKey, type PaymentMethodKey } from '@/lib/domain/payment-methods';
import rows from '@/lib/theme/static/rows.parts';

/** Each method's pictogram (24 × 24, stroked in the text's colour): a card, a fast payment's bolt, a banknote … */
const SHAPES: Record<PaymentMethodKey, ReactNode> = {
  general: (
    <>
      <rect width="20" height="14" x="2" y="5" rx="2" />
      <path d="M2 10h20" />
    </>
  ),
  qps: <path d="M13 2 3 14h9l-1 8 10-12h-9l1-8z" />,
  cash: (
    <>
      <rect width="20" height="12" x="2" y="6" rx="2" />
      <circle cx="12" cy="12" r="2" />
      <path d="M6 12h.01M18 12h.01" />
    </>
  ),
  ecom: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20M2 12h20" />
    </>
  ),
  rsbdynamicqr: (
    <>
      <rect width="6" height="6" x="3" y="3" rx="1" />
      <rect width="6" height="6" x="15" y="3" rx="1" />
      <rect width="6" height="6" x="3" y="15" rx="1" />
      <path d="M15 15h2v2h-2zM19 19h2v2h-2zM15 19h.01M19 15h2" />
    </>
  ),
  mvisa: (
    <>
      <rect width="14" height="20" x="5" y="2" rx="2" />
      <path d="M12 18h.01" />
    </>
  ),
  alipay: (
    <>
      <path d="M19 7V5a2 2 0 0 0-2-2H5a2 2 0 0 0 0 4h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5" />
      <path d="M17 14h.01" />
    </>
  ),
  other: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01" />
    </>
  ),
};

/**
 * How an operation was paid (spec §9 payment methods): a pictogram and the method's name, never its raw code. Plain
 * elements: the list's server-rendered rows and the client's details draw the same.
 */
export function PaymentMethodLabel({ method }: { method: string }) {
  const t = useTranslations('Operations');
  const key = paymentMethodKey(method);
  return (
    <span className={rows.method} data-testid="payment-method" data-value={key}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" style={{ flexShrink: 0 }}>
        {SHAPES[key]}
      </svg>
      {t(`paymentMethod.${key}`)}
    </span>
  );
}

/**
 * What stands for the means of payment: the masked card, or a СБП operation's fast-payment id (it has no card),
 * named as such and breaking where it must (32 characters).
 */
export function CardOrFastPaymentId({ row }: { row: Pick<TransactionListRow, 'paymentMethod' | 'cardMask' | 'qpsOperationId'> }) {
  const t = useTranslations('Operations');
  const id = fastPaymentId(row);
  if (id === null) return <>{row.cardMask ?? '—'}</>;
  return (
    <span className={rows.fastId} data-testid="fast-payment-id">
      <span className={rows.fastIdLabel}>{t('fastPaymentId')}</span>
      <span className={rows.fastIdValue}>{id}</span>
    </span>
  );
}
