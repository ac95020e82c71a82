import type { ReactNode, Ref } from 'react';
import dashboard from '@/lib/theme/static/dashboard.parts';

/**
 * One block of the dashboard: a card named by its heading (the section's accessible name). Plain elements with the
 * static parts' classes (Chakra's card and heading recipes): a server-rendered breakdown ships no code for it, and
 * the chart and the map (client components) use the same card.
 */
export function DashboardCard({ id, title, hint, testId, sectionRef, children }: { id: string; title: string; hint?: string; testId: string; sectionRef?: Ref<HTMLElement>; children: ReactNode }) {
  return (
    <section ref={sectionRef} className={dashboard.card} aria-labelledby={`${id}-title`} data-testid={testId}>
      <div className={dashboard.cardBody}>
        <div>
          <h2 id={`${id}-title`} className={dashboard.cardTitle}>
            {title}
          </h2>
          {hint && <p className={dashboard.cardHint}>{hint}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
