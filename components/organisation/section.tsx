import type { ReactNode } from 'react';
import org from '@/lib/theme/static/organisation.parts';

/** One titled part of the organisation page; `actions` sit beside the title. Rendered on the server. */
export function Section({ id, title, actions, children }: { id: string; title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={org.section}>
      <div className={org.sectionHead}>
        <h2 id={id} className={org.sectionTitle}>
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
