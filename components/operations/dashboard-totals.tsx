import type { ReactNode } from 'react';
import { useFormatter, useLocale, useTimeZone, useTranslations } from 'next-intl';
import type { TransactionSummary } from '@/lib/acquiring/contract/summaries';
import type { ResolvedRange } from '@/lib/operations/dashboard-state';
import { formatPickerDateTime } from '@/lib/operations/dates';
import dashboard from '@/lib/theme/static/dashboard.parts';
import notes from '@/lib/theme/static/notes.parts';
import { AverageNote, CountNote } from './total-notes';
import { TurnoverLine } from './turnover-line';

/**
 * The period the figures are of, and the one time zone every time on the page is in («UTC+3 (Москва, стандартное
 * время)»); a spinner beside them while the next figures come. Rendered on the server.
 */
export function DashboardCaption({ range, zone }: { range: ResolvedRange; zone: string }) {
  const t = useTranslations('Operations');
  const locale = useLocale();
  const timeZone = useTimeZone() ?? 'Europe/Moscow';
  return (
    <div className={dashboard.caption}>
      <p data-testid="dashboard-range">{t('periodCaption', { from: formatPickerDateTime(range.ge, locale, timeZone), to: formatPickerDateTime(range.le, locale, timeZone) })}</p>
      <p data-testid="time-zone">{t('timeZoneNote', { zone })}</p>
      <span className={dashboard.pending} aria-hidden />
    </div>
  );
}

/**
 * The three totals of the period (sum, average check, count), each with the note that makes it checkable and a
 * link to the list of exactly its operations. Rendered on the server, with no client part: a new figure (a new
 * render's, keyed by its value) fades in by CSS once the figures have changed (`dashboard.figureIn`). Totals that
 * failed to load (null) show as unavailable, never as zeros: «0,00 ₽» would read as a day without sales.
 */
export function DashboardTotals({ totals, money, href }: { totals: TransactionSummary | null; money: (minor: number) => string; href: string }) {
  const t = useTranslations('Operations');
  const format = useFormatter();
  if (!totals) {
    // nothing here opens the list: no region named after it
    return (
      <section className={dashboard.totals}>
        <Unavailable label={t('totalSum')} testId="total-sum" note={t('figuresUnavailable')} />
        <Unavailable label={t('totalAverage')} testId="total-average" note={t('figuresUnavailable')} />
        <Unavailable label={t('totalCount')} testId="total-count" note={t('figuresUnavailable')} />
      </section>
    );
  }
  return (
    <section className={dashboard.totals} aria-label={t('openList')}>
      <Total label={t('totalSum')} value={money(totals.sumAmount)} raw={totals.sumAmount} href={href} testId="total-sum">
        <TurnoverLine figures={totals} money={money} testId="total-turnover" />
      </Total>
      <Total label={t('totalAverage')} value={money(totals.avgAmount)} raw={totals.avgAmount} href={href} testId="total-average">
        <AverageNote totals={totals} money={money} />
      </Total>
      <Total label={t('totalCount')} value={format.number(totals.countTransaction)} raw={totals.countTransaction} href={href} testId="total-count">
        <CountNote totals={totals} />
      </Total>
    </section>
  );
}

function Total({ label, value, raw, href, testId, children }: { label: string; value: string; raw: number; href: string; testId: string; children: ReactNode }) {
  return (
    <div className={dashboard.card}>
      <div className={dashboard.totalBody}>
        <p className={dashboard.totalLabel}>{label}</p>
        {/* while new figures load, the old ones stay, dimmed (no layout shift) */}
        <a href={href} className={dashboard.totalFigure} data-testid={testId} data-value={raw}>
          <span key={value} className={dashboard.figureIn}>
            {value}
          </span>
        </a>
        {children}
      </div>
    </div>
  );
}

/** A total that did not load: a dash where the figure stands, and why. */
function Unavailable({ label, testId, note }: { label: string; testId: string; note: string }) {
  return (
    <div className={dashboard.card}>
      <div className={dashboard.totalBody}>
        <p className={dashboard.totalLabel}>{label}</p>
        <p className={dashboard.totalFigure} data-testid={testId} data-unavailable="true">
          —
        </p>
        <p className={notes.line}>{note}</p>
      </div>
    </div>
  );
}
