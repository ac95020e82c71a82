'use client';

import { Input } from '@chakra-ui/react';
import { Field } from '@/components/ui/field';

/** A labelled text filter above a list. */
export function NameFilter({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <Field label={label} ids={{ control: id }} mb="3" maxW={{ md: '360px' }}>
      <Input type="search" size="sm" bg="bg.panel" value={value} onChange={(event) => onChange(event.target.value)} autoComplete="off" />
    </Field>
  );
}
