'use client';

import type { SelectHTMLAttributes } from 'react';
import { PlainSelect } from '@/components/plain/inputs';
import type { CategoryNode } from '@/lib/window/tree';

type CategorySelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'children'> & {
  value: number | null;
  nodes: readonly CategoryNode[];
  noneLabel: string;
  onChange: (categoryId: number | null) => void;
};

/**
 * A category picked from the tree (indented by depth), or none (`null`) with the first option. The other
 * props (the id and aria wiring of PlainField) go to the select.
 */
export function CategorySelect({ value, nodes, noneLabel, onChange, ...rest }: CategorySelectProps) {
  return (
    <PlainSelect {...rest} value={value ?? ''} onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}>
      <option value="">{noneLabel}</option>
      {nodes.map((node) => (
        <option key={node.category.id} value={node.category.id}>
          {`${'\u00a0\u00a0'.repeat(node.depth)}${node.category.title}`}
        </option>
      ))}
    </PlainSelect>
  );
}
