'use client';

import { useTranslations } from 'next-intl';
import { Box, Button, Card, Flex, Heading, Text } from '@chakra-ui/react';
import type { Category } from '@/lib/acquiring/contract/storefront';
import type { CategoryNode } from '@/lib/window/tree';
import { RowActionsMenu } from '@/components/organisation/row-actions-menu';

interface CategoryPanelProps {
  tree: CategoryNode<Category>[];
  counts: Map<number, number>;
  total: number;
  /** null: all products */
  selected: number | null;
  onSelect: (id: number | null) => void;
  onAdd: (parentId: number | null) => void;
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
}

function FilterButton({ label, count, active, depth, onClick }: { label: string; count: number; active: boolean; depth: number; onClick: () => void }) {
  return (
    <Button
      variant={active ? 'subtle' : 'ghost'}
      size="sm"
      flex="1"
      minW="0"
      justifyContent="space-between"
      fontWeight={active ? 'semibold' : 'normal'}
      style={{ paddingInlineStart: `${0.75 + depth}rem` }}
      aria-current={active ? 'true' : undefined}
      onClick={onClick}
    >
      <Text as="span" truncate>
        {label}
      </Text>
      <Text as="span" color="fg.muted" textStyle="xs" minW="5" textAlign="end">
        {count}
      </Text>
    </Button>
  );
}

/** The category tree (spec §3: parentId, child categories): choosing one filters the products; each has its actions. */
export function CategoryPanel({ tree, counts, total, selected, onSelect, onAdd, onEdit, onDelete }: CategoryPanelProps) {
  const t = useTranslations('Window');
  return (
    <Card.Root asChild size="sm" alignSelf="start">
      <section aria-labelledby="categories-heading">
        <Card.Body gap="3">
          <Flex align="center" justify="space-between" gap="2" wrap="wrap">
            <Heading as="h2" size="lg" id="categories-heading">
              {t('categories')}
            </Heading>
            <Button variant="outline" size="xs" onClick={() => onAdd(null)}>
              {t('addCategory')}
            </Button>
          </Flex>
          <Box as="ul" aria-label={t('categories')} data-testid="category-tree" display="flex" flexDirection="column" gap="0.5">
            <Flex as="li">
              <FilterButton label={t('allProducts')} count={total} active={selected === null} depth={0} onClick={() => onSelect(null)} />
            </Flex>
            {tree.map(({ category, depth }) => (
              <Flex as="li" key={category.id} align="center" gap="1" data-category-id={category.id}>
                <FilterButton
                  label={category.title}
                  count={counts.get(category.id) ?? 0}
                  active={selected === category.id}
                  depth={depth + 1}
                  onClick={() => onSelect(category.id)}
                />
                <RowActionsMenu
                  variant="ghost"
                  label={t('categoryActions', { title: category.title })}
                  trigger={<span aria-hidden="true">⋮</span>}
                  items={[
                    { id: 'add', label: t('addSubcategory'), onSelect: () => onAdd(category.id) },
                    { id: 'edit', label: t('edit'), onSelect: () => onEdit(category) },
                    { id: 'delete', label: t('delete'), onSelect: () => onDelete(category) },
                  ]}
                />
              </Flex>
            ))}
          </Box>
          {tree.length === 0 && <Text color="fg.muted">{t('noCategories')}</Text>}
        </Card.Body>
      </section>
    </Card.Root>
  );
}
