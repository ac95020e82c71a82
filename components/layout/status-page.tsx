import NextLink from 'next/link';
import { buttonClass } from '@/components/plain/classes';
import styles from '@/components/plain/plain.module.css';

/** Full-page message for the technical-error and not-found pages: plain HTML, nothing to hydrate. */
export function StatusPage({ code, title, text, homeHref, homeLabel }: { code: string; title: string; text: string; homeHref: string; homeLabel: string }) {
  return (
    <div className={styles.statusPage}>
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
    </div>
  );
}
