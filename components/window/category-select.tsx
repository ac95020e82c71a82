'use client';

import type { SelectHTMLAttributes } from 'react';
import { NativeSelectField, NativeSelectRoot } from '@/components/ui/native-select';
import type { CategoryNode } from '@/lib/window/tree';

type CategorySelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'children' | 'size'> & {
  value: number | null;
  nodes: readonly CategoryNode[];
  noneLabel: string;
  onChange: (categoryId: number | null) => void;
};

/**
 * A category picked from the tree (indented by depth), or none (`null`) with the first option. The other
 * props (the id and aria wiring of its field) go to the select.
 */
export function CategorySelect({ value, nodes, noneLabel, onChange, ...rest }: CategorySelectProps) {
  return (
    <NativeSelectRoot>
      <NativeSelectField
        bg="bg.panel"
        {...rest}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
        items={[{ value: '', label: noneLabel }, ...nodes.map((node) => ({ value: String(node.category.id), label: `${'\u00a0\u00a0'.repeat(node.depth)}${node.category.title}` }))]}
      />
    </NativeSelectRoot>
  );
}
