'use client';

import { Badge, Box, Button, Flex, IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import type { Category } from '@/lib/acquiring/contract';
import type { CategoryNode } from '@/lib/window/tree';

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
      variant="ghost"
      size="sm"
      flex="1"
      minW="0"
      justifyContent="space-between"
      gap="2"
      ps={`${0.75 + depth * 1}rem`}
      fontWeight={active ? 'semibold' : 'normal'}
      bg={active ? 'brand.subtle' : undefined}
      color={active ? 'brand.fg' : undefined}
      aria-current={active ? 'true' : undefined}
      onClick={onClick}
    >
      <Text as="span" truncate>
        {label}
      </Text>
      <Badge variant="subtle" size="sm" flexShrink={0}>
        {count}
      </Badge>
    </Button>
  );
}

/** The category tree (spec §3: parentId, child categories): choosing one filters the products; each has its actions. */
export function CategoryPanel({ tree, counts, total, selected, onSelect, onAdd, onEdit, onDelete }: CategoryPanelProps) {
  const t = useTranslations('Window');
  return (
    <Box as="section" aria-labelledby="categories-heading" bg="white" borderWidth="1px" borderRadius="md" p="3">
      <Flex align="center" justify="space-between" gap="2" mb="2" wrap="wrap">
        <Box as="h2" id="categories-heading" fontSize="lg" fontWeight="semibold">
          {t('categories')}
        </Box>
        <Button size="xs" variant="outline" onClick={() => onAdd(null)}>
          {t('addCategory')}
        </Button>
      </Flex>
      <Box as="ul" listStyleType="none" m="0" p="0" aria-label={t('categories')} data-testid="category-tree">
        <Box as="li" display="flex">
          <FilterButton label={t('allProducts')} count={total} active={selected === null} depth={0} onClick={() => onSelect(null)} />
        </Box>
        {tree.map(({ category, depth }) => (
          <Box as="li" key={category.id} display="flex" alignItems="center" gap="1" data-category-id={category.id}>
            <FilterButton
              label={category.title}
              count={counts.get(category.id) ?? 0}
              active={selected === category.id}
              depth={depth + 1}
              onClick={() => onSelect(category.id)}
            />
            <Menu.Root positioning={{ placement: 'bottom-end' }}>
              <Menu.Trigger asChild>
                <IconButton size="xs" variant="ghost" aria-label={t('categoryActions', { title: category.title })}>
                  <Box as="span" aria-hidden fontSize="lg" lineHeight="1">
                    ⋮
                  </Box>
                </IconButton>
              </Menu.Trigger>
              <Portal>
                <Menu.Positioner>
                  <Menu.Content>
                    <Menu.Item value="add" onSelect={() => onAdd(category.id)}>
                      {t('addSubcategory')}
                    </Menu.Item>
                    <Menu.Item value="edit" onSelect={() => onEdit(category)}>
                      {t('edit')}
                    </Menu.Item>
                    <Menu.Item value="delete" color="fg.error" onSelect={() => onDelete(category)}>
                      {t('delete')}
                    </Menu.Item>
                  </Menu.Content>
                </Menu.Positioner>
              </Portal>
            </Menu.Root>
          </Box>
        ))}
      </Box>
      {tree.length === 0 && (
        <Text color="fg.muted" fontSize="sm" mt="2">
          {t('noCategories')}
        </Text>
      )}
    </Box>
  );
}
