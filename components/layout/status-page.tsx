import NextLink from 'next/link';
import { buttonClass } from '@/components/plain/classes';
import styles from '@/components/plain/plain.module.css';

/**
 * Full-page message for the technical-error and not-found pages: plain HTML, nothing to hydrate. It replaces
 * every layout below the root (the boundaries sit at the tenant segment), so it is the page's main landmark.
 */
export function StatusPage({ code, title, text, homeHref, homeLabel }: { code: string; title: string; text: string; homeHref: string; homeLabel: string }) {
  return (
    <main className={styles.statusPage}>
      <div className={styles.statusBox}>
        <p className={styles.statusCode} aria-hidden="true">
          {code}
        </p>
        <h1 className={styles.statusTitle}>{title}</h1>
        <p className={styles.muted}>{text}</p>
        <NextLink href={homeHref} prefetch={false} className={buttonClass('solid')}>
          {homeLabel}
        </NextLink>
      </div>
    </main>
  );
}
