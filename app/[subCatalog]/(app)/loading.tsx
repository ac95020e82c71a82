import { getTranslations } from 'next-intl/server';
import { PlainSpinner } from '@/components/plain/controls';
import styles from '@/components/layout/shell.module.css';

/** The global loader between signed-in pages. */
export default async function Loading() {
  const t = await getTranslations('Shell');
  return (
    <div className={styles.loading} role="status" aria-live="polite" aria-label={t('loading')}>
      <PlainSpinner large />
    </div>
  );
}
