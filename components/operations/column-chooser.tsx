'use client';

import { useRef } from 'react';
import { Text, useBreakpoint } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { useOpenOnMount } from '@/components/ui/menu-on-demand';
import { ColumnChooserButton } from './list-tool-buttons';
import { MenuCheckboxItem, MenuContent, MenuItem, MenuItemGroup, MenuItemGroupLabel, MenuRoot, MenuSeparator, MenuTrigger } from '@/components/ui/menu';
import { toggleColumn } from '@/lib/operations/column-choice';
import { BREAKPOINT_ORDER, defaultShownColumns, FIXED_COLUMNS, type ListColumn, type ListColumnKey } from '@/lib/operations/list-columns';

/**
 * The table's columns as ticks (issue 21 §2). Without a choice the ticks are what the table shows at this width;
 * the first change makes them the choice, shown from 960 px. «Сумма» and the status stay. The phone's cards keep
 * their fields, so the chooser is there with the table only. It takes its stand-in's place when first clicked
 * (list-tools.tsx), and opens.
 */
export function ColumnChooser({ columns, chosen, onChange }: { columns: ListColumn[]; chosen: ListColumnKey[] | null; onChange: (next: ListColumnKey[] | null) => void }) {
  const t = useTranslations('Operations');
  // Chakra's hook matches only the breakpoints it is given (none: always 'base'), so it gets the table's; the chooser
  // renders in the browser alone (loaded on demand), so it reads the width at once.
  const breakpoint = useBreakpoint({ breakpoints: [...BREAKPOINT_ORDER], ssr: false });
  const shown = chosen ?? defaultShownColumns(columns, breakpoint);
  const trigger = useRef<HTMLButtonElement>(null);
  useOpenOnMount(trigger);
  return (
    <MenuRoot lazyMount unmountOnExit closeOnSelect={false} positioning={{ placement: 'bottom-end' }}>
      <MenuTrigger asChild>
        <ColumnChooserButton ref={trigger} />
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
