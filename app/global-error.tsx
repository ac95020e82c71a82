'use client';

import NextLink from 'next/link';

/** Last resort when even the root layout fails: a plain page without the design system. */
export default function GlobalError() {
  return (
    <html lang="ru">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
        <h1>Техническая ошибка</h1>
        <p>
          Technical error. <NextLink href="/error">Обновить</NextLink>
        </p>
      </body>
    </html>
  );
}
