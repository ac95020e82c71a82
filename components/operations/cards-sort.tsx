'use client';

import { Box, type BoxProps } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { Field } from '@/components/ui/field';
import { NativeSelectField, NativeSelectRoot } from '@/components/ui/native-select';
import { withFilter, type ListState } from '@/lib/operations/list-state';
import { SORTABLE } from '@/lib/operations/list-sort';

/** The sort order of the list's cards (on a phone the table's sortable headers are not there). */
export function CardsSort({ state, navigate, display }: { state: ListState; navigate: (state: ListState) => void; display?: BoxProps['display'] }) {
  const t = useTranslations('Operations');
  return (
    <Box display={display} className="bo-no-print">
      <Field label={t('sort')}>
        <NativeSelectRoot size="sm">
          <NativeSelectField
            bg="bg.panel"
            value={`${state.filter.order.name},${state.filter.order.descending ? 'desc' : 'asc'}`}
            onChange={(event) => {
              const [name = 'serverDateTime', direction] = event.currentTarget.value.split(',');
              navigate(withFilter(state, { order: { name, descending: direction === 'desc' } }));
            }}
            items={Object.values(SORTABLE).flatMap((name) =>
              (['desc', 'asc'] as const).map((direction) => ({
                value: `${name},${direction}`,
                label: `${t(`column.${name === 'hostResponseCode' ? 'status' : name}`)} — ${direction === 'desc' ? t('sortDesc') : t('sortAsc')}`,
              })),
            )}
          />
        </NativeSelectRoot>
      </Field>
    </Box>
  );
}
