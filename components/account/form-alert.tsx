import type { ReactNode } from 'react';
import { Alert } from '@chakra-ui/react';

type Status = 'error' | 'info' | 'success' | 'warning';

/**
 * A message inside a form. Chakra's alert says `role="alert"` by default; a form gives each message the role it
 * needs (an error is an alert, a notice a status or none), so a screen reader announces only what changed.
 */
export function FormAlert({ status, role, testId, children }: { status: Status; role?: 'alert' | 'status'; testId?: string; children: ReactNode }) {
  return (
    <Alert.Root status={status} role={role ?? 'none'} data-testid={testId}>
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{children}</Alert.Title>
    </Alert.Root>
  );
}
