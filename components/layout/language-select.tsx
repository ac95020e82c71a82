'use client';

import { useTransition } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import type { Language } from '@/lib/acquiring/contract';
import { LANGUAGE_COOKIE } from '@/lib/i18n/locale';
import styles from '@/components/plain/plain.module.css';

/** Language choice (spec §1): kept in the `language` cookie; the server renders the new texts. */
export function LanguageSelect({ languages, onBrand = false }: { languages: Language[]; /** On the brand-coloured header. */ onBrand?: boolean }) {
  const t = useTranslations('Footer');
  const locale = useLocale();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const enabled = languages.filter((language) => language.enabled);
  if (enabled.length < 2) return null;
  return (
    <span className={styles.selectBox}>
      <select
        className={onBrand ? `${styles.select} ${styles.selectOnBrand}` : styles.select}
        aria-label={t('language')}
        value={locale}
        disabled={pending}
        onChange={(event) => {
          document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(event.target.value)}; Path=/; Max-Age=31536000; SameSite=Lax`;
          startTransition(() => router.refresh());
        }}
      >
        {enabled.map((language) => (
          <option key={language.id} value={language.id}>
            {language.name}
          </option>
        ))}
      </select>
      <svg className={styles.selectIcon} viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="m6 9 6 6 6-6" />
      </svg>
    </span>
  );
}
