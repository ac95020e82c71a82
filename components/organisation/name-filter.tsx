'use client';

import { Field, Input } from '@chakra-ui/react';
import { WIDE } from './media';

/** A labelled text filter above a list. */
export function NameFilter({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <Field.Root mb="3" css={{ [WIDE]: { maxWidth: '360px' } }}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <Input id={id} type="search" size="sm" bg="white" value={value} onChange={(event) => onChange(event.target.value)} autoComplete="off" />
    </Field.Root>
  );
}
