'use client';

import { useTransition } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { NativeSelect } from '@chakra-ui/react';
import type { Language } from '@/lib/acquiring/contract/reference-data';
import { LANGUAGE_COOKIE } from '@/lib/i18n/locale';

/** Language choice (spec §1): kept in the `language` cookie; the server renders the new texts. */
export function LanguageSelect({ languages, onBrand = false }: { languages: Language[]; /** On the brand-coloured header. */ onBrand?: boolean }) {
  const t = useTranslations('Footer');
  const locale = useLocale();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const enabled = languages.filter((language) => language.enabled);
  if (enabled.length < 2) return null;
  return (
    <NativeSelect.Root size="sm" width="auto" disabled={pending}>
      <NativeSelect.Field
        aria-label={t('language')}
        value={locale}
        bg={onBrand ? 'transparent' : 'bg.panel'}
        color={onBrand ? 'inherit' : undefined}
        borderColor={onBrand ? 'whiteAlpha.600' : undefined}
        // On the brand the ring is the header's text colour: the brand-coloured one would vanish into it.
        focusRingColor={onBrand ? 'currentColor' : undefined}
        css={onBrand ? { '& option': { color: 'black' } } : undefined}
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
      </NativeSelect.Field>
      <NativeSelect.Indicator color={onBrand ? 'inherit' : undefined} />
    </NativeSelect.Root>
  );
}
