import type { ReactNode } from 'react';
import page from '@/lib/theme/static/page.parts';

/**
 * A signed-in page's title, with the page's actions beside it (wrapping under it on a phone). Plain elements with
 * the static parts' classes (Chakra's heading recipe, lib/theme/static/page.parts.ts): no component code, no
 * hydration.
 */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={page.headingRow}>
      <h1 className={page.heading}>{title}</h1>
      {children}
    </div>
  );
}
