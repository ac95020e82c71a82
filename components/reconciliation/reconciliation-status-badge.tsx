import { useTranslations } from 'next-intl';
import { reconciliationStatusView } from '@/lib/reconciliation/present';
import recon from '@/lib/theme/static/reconciliation.parts';

/**
 * The status group, its colour and its code (spec §4: 0 successful, 1 in progress, 2 and 3 unsuccessful): the code
 * tells 2 from 3, which share a group, in the table as on a phone's card. `stacked`: the code on a line of its own
 * under the group (the table's narrow column, as the list's rows show it). Plain elements: rendered on the server.
 */
export function ReconciliationStatusBadge({ code, stacked = false }: { code: number; stacked?: boolean }) {
  const t = useTranslations('Reconciliation');
  const { status, color } = reconciliationStatusView(code);
  const group = (
    <>
      <span aria-hidden className={recon.statusDot} style={{ background: color }} />
      <span className={recon.statusName}>{t(`status.${status ?? 'unknown'}`)}</span>
    </>
  );
  // past the dot and the gap when stacked, so it lines up with the group's name
  const codeText = <span className={stacked ? recon.statusCodeStacked : recon.statusCode}>({t('statusCode', { code })})</span>;
  const common = { 'data-status': status ?? 'unknown', title: t('statusCode', { code }) };
  return stacked ? (
    <span className={recon.statusStacked} {...common}>
      <span className={recon.statusGroup}>{group}</span>
      {codeText}
    </span>
  ) : (
    <span className={recon.status} {...common}>
      {group}
      {codeText}
    </span>
  );
}
