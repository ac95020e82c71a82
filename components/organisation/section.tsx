import type { ReactNode } from 'react';
import kit from '@/components/plain/kit.module.css';
import styles from './organisation.module.css';

/** One titled part of the organisation page; `actions` sit beside the title. */
export function Section({ id, title, actions, children }: { id: string; title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <div className={styles.sectionHeader}>
        <h2 className={kit.sectionTitle} id={id}>
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
