'use client';

import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import kit from '@/components/plain/kit.module.css';
import styles from './dashboard.module.css';

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

/** One breakdown of the dashboard; every figure links to the list filtered to it. */
export function BreakdownTable({ id, title, column, rows }: { id: string; title: string; column: string; rows: BreakdownRow[] }) {
  const t = useTranslations('Operations');
  return (
    <section aria-labelledby={`${id}-title`} className={styles.card} data-testid={id}>
      <h2 id={`${id}-title`} className={`${kit.subTitle} ${styles.cardTitle}`}>
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className={kit.muted}>{t('noData')}</p>
      ) : (
        <div className={styles.breakdownScroll}>
          <table className={kit.table}>
            <thead>
              <tr>
                <th scope="col">{column}</th>
                <th scope="col" className={kit.numeric}>
                  {t('columnSum')}
                </th>
                <th scope="col" className={kit.numeric}>
                  {t('columnCount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} data-key={row.key}>
                  <td>
                    {row.label}
                    {row.sublabel && <span className={styles.sublabel}>{row.sublabel}</span>}
                  </td>
                  <td className={`${kit.numeric} ${styles.nowrap}`}>
                    <Figure href={row.href} title={row.hrefTitle}>
                      {row.amount}
                    </Figure>
                  </td>
                  <td className={kit.numeric}>
                    <Figure href={row.href} title={row.hrefTitle} testId="breakdown-count">
                      {String(row.count)}
                    </Figure>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Figure({ href, title, children, testId }: { href: string | null; title?: string; children: string; testId?: string }) {
  if (!href) {
    return (
      <span title={title} data-testid={testId}>
        {children}
      </span>
    );
  }
  return (
    <NextLink className={kit.link} href={href} prefetch={false} data-testid={testId}>
      {children}
    </NextLink>
  );
}
