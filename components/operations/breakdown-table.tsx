import { useFormatter, useTranslations } from 'next-intl';
import dashboard from '@/lib/theme/static/dashboard.parts';
import { Tooltip } from '@/components/ui/tooltip';
import { DashboardCard } from './dashboard-card';

export interface BreakdownRow {
  key: string;
  label: string;
  sublabel?: string;
  amount: string;
  count: number;
  /** The list filtered to this row; null when the row cannot be drilled into. */
  href: string | null;
  hrefTitle?: string;
}

/**
 * One breakdown of the dashboard; every figure links to the list filtered to it (null rows: they did not load).
 * Rendered on the server of plain elements (Chakra's table recipe through the static parts): no component code, no
 * hydration; the dashboard's frame takes its links' clicks into the app's router.
 */
export function BreakdownTable({ id, title, column, rows }: { id: string; title: string; column: string; rows: BreakdownRow[] | null }) {
  const t = useTranslations('Operations');
  const format = useFormatter();
  return (
    <DashboardCard id={id} title={title} testId={id}>
      {rows === null ? (
        // a breakdown that failed to load is not an empty period
        <p className={dashboard.noData} data-testid="figures-unavailable">
          {t('figuresUnavailable')}
        </p>
      ) : rows.length === 0 ? (
        <p className={dashboard.noData}>{t('noData')}</p>
      ) : (
        <div className={dashboard.tableScroll}>
          <table className={dashboard.table}>
            <thead className={dashboard.tableHeader}>
              <tr className={dashboard.headerRow}>
                <th scope="col" className={dashboard.columnHeader}>
                  {column}
                </th>
                <th scope="col" className={dashboard.figureHeader}>
                  {t('columnSum')}
                </th>
                <th scope="col" className={dashboard.figureHeader}>
                  {t('columnCount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} data-key={row.key} className={dashboard.row}>
                  <td className={dashboard.labelCell}>
                    {row.label}
                    {row.sublabel && <span className={dashboard.sublabel}>{row.sublabel}</span>}
                  </td>
                  <td className={dashboard.figureCell}>
                    <Figure href={row.href} title={row.hrefTitle} testId="breakdown-sum">
                      {row.amount}
                    </Figure>
                  </td>
                  <td className={dashboard.figureCell}>
                    <Figure href={row.href} title={row.hrefTitle} testId="breakdown-count">
                      {format.number(row.count)}
                    </Figure>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </DashboardCard>
  );
}

function Figure({ href, title, children, testId }: { href: string | null; title?: string; children: string; testId?: string }) {
  if (href) {
    return (
      <a href={href} className={dashboard.figureLink} data-testid={testId}>
        {children}
      </a>
    );
  }
  if (!title) return <span data-testid={testId}>{children}</span>;
  return (
    // the one client part of a breakdown, only where a figure cannot be opened: focusable, so its hint reaches a keyboard too
    <Tooltip content={title} showArrow openDelay={200}>
      <span tabIndex={0} data-testid={testId} className={dashboard.figureHint}>
        {children}
      </span>
    </Tooltip>
  );
}
