import type { ReactNode } from 'react';
import styles from '@/components/layout/shell.module.css';

export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.heading}>
      <h1 className={styles.headingTitle}>{title}</h1>
      {children}
    </div>
  );
}
