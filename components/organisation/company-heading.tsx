'use client';

import { useEffect, useRef } from 'react';
import org from '@/lib/theme/static/organisation.parts';

/**
 * The legal entity's name. Opened from the holding's list, the link that had the focus is gone: the keyboard goes on
 * from here (`focused`).
 */
export function CompanyHeading({ name, focused }: { name: string; focused: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focused) heading.current?.focus();
  }, [focused]);
  return (
    <h2 ref={heading} className={org.focusTitle} tabIndex={focused ? -1 : undefined} data-testid="company-name">
      {name}
    </h2>
  );
}
