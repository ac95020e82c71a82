'use client';

import { Button, type ButtonProps } from '@chakra-ui/react';
import { useHydrated } from '@/lib/client/use-hydrated';

/**
 * The submit of a form that carries credentials (login, code, recovery, password change): disabled until React runs
 * the page. Before that, a tap (or Enter, which a disabled default button also stops) would be the browser's own
 * submit, a GET whose URL carries every named field — the login and the password — into the history, proxy logs and
 * the Referer.
 */
export function SubmitButton({ disabled = false, ...props }: Omit<ButtonProps, 'type'>) {
  const hydrated = useHydrated();
  return <Button type="submit" disabled={!hydrated || disabled} {...props} />;
}
