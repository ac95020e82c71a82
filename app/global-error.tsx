'use client';

import { useLeaveForErrorPage } from '@/components/layout/use-leave-for-error-page';

/**
 * Last resort when even the root layout fails: like every rendering error it goes to the tenant's error page
 * (spec §8), and shows this plain page (no texts provider, no design system) until then, or on the error page
 * itself.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useLeaveForErrorPage(error);
  return (
    <html lang="ru">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
        <h1>Техническая ошибка</h1>
        <p>Что-то пошло не так. Попробуйте обновить страницу.</p>
        <button type="button" onClick={() => window.location.reload()}>
          Обновить
        </button>
      </body>
    </html>
  );
}
