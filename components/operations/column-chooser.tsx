'use client';

import { Button, Text, useBreakpoint } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { MenuCheckboxItem, MenuContent, MenuItem, MenuItemGroup, MenuItemGroupLabel, MenuRoot, MenuSeparator, MenuTrigger } from '@/components/ui/menu';
import { toggleColumn } from '@/lib/operations/column-choice';
import { defaultShownColumns, FIXED_COLUMNS, type ListColumn, type ListColumnKey } from '@/lib/operations/list-columns';

/**
 * The table's columns as ticks (issue 21 §2). Without a choice the ticks are what the table shows at this width;
 * the first change makes them the choice, shown from 960 px. «Сумма» and the status stay. The phone's cards keep
 * their fields, so the chooser is there with the table only.
 */
export function ColumnChooser({ columns, chosen, onChange }: { columns: ListColumn[]; chosen: ListColumnKey[] | null; onChange: (next: ListColumnKey[] | null) => void }) {
  const t = useTranslations('Operations');
  const breakpoint = useBreakpoint();
  const shown = chosen ?? defaultShownColumns(columns, breakpoint);
  return (
    <MenuRoot lazyMount unmountOnExit closeOnSelect={false} positioning={{ placement: 'bottom-end' }}>
      <MenuTrigger asChild>
        <Button variant="outline" size="sm" bg="bg.panel" display={{ base: 'none', md: 'inline-flex' }} data-testid="column-chooser">
          {t('columns.button')}
        </Button>
      </MenuTrigger>
      <MenuContent minW="56" data-testid="column-chooser-menu">
        <MenuItemGroup>
          <MenuItemGroupLabel>{t('columns.label')}</MenuItemGroupLabel>
          {columns.map(({ key }) => {
            const fixed = FIXED_COLUMNS.includes(key);
            return (
              <MenuCheckboxItem
                key={key}
                value={key}
                checked={fixed || shown.includes(key)}
                disabled={fixed}
                onCheckedChange={(checked) => onChange(toggleColumn(shown, key, checked))}
              >
                {t(`column.${key}`)}
                {fixed && (
                  <>
                    {' '}
                    <Text as="span" color="fg.muted" ms="auto" ps="3" textStyle="xs">
                      ({t('columns.fixed')})
                    </Text>
                  </>
                )}
              </MenuCheckboxItem>
            );
          })}
        </MenuItemGroup>
        <MenuSeparator />
        <MenuItem value="reset" closeOnSelect disabled={chosen === null} onClick={() => onChange(null)}>
          {t('columns.reset')}
        </MenuItem>
      </MenuContent>
    </MenuRoot>
  );
}
