'use client';

import { useSyncExternalStore } from 'react';
import { useLeaveForErrorPage } from '@/components/layout/use-leave-for-error-page';
import { fallbackErrorTexts, languageCookieOf } from '@/lib/i18n/fallback-texts';

const noSubscription = () => () => {};
/** The language cookie as the browser holds it (the language select writes it readable to scripts). */
const languageCookie = () => languageCookieOf(document.cookie);

/**
 * Last resort when even the root layout fails: like every rendering error it goes to the tenant's error page
 * (spec §8), and shows this plain page (no texts provider, no design system) until then, or on the error page
 * itself. Its texts follow the language cookie (issue 21: no Russian in the English interface).
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useLeaveForErrorPage(error);
  const cookie = useSyncExternalStore(noSubscription, languageCookie, () => undefined);
  const { language, texts } = fallbackErrorTexts(cookie);
  return (
    <html lang={language}>
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
        <h1>{texts.title}</h1>
        <p>{texts.text}</p>
        <button type="button" onClick={() => window.location.reload()}>
          {texts.reload}
        </button>
      </body>
    </html>
  );
}
