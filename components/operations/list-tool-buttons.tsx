'use client';

import type { ComponentProps, Ref } from 'react';
import { Button } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';

type ButtonProps = { ref?: Ref<HTMLButtonElement> } & ComponentProps<typeof Button>;

/**
 * The triggers of the list's column chooser and saved views: what the page shows first, standing in for the menus
 * until their code is loaded (components/ui/menu-on-demand.tsx), and then the menus' own triggers.
 */
export function ColumnChooserButton(props: ButtonProps) {
  const t = useTranslations('Operations');
  return (
    <Button variant="outline" size="sm" bg="bg.panel" display={{ base: 'none', md: 'inline-flex' }} data-testid="column-chooser" {...props}>
      {t('columns.button')}
    </Button>
  );
}

export function SavedViewsButton({ count, ...rest }: { count: number } & ButtonProps) {
  const t = useTranslations('Operations');
  return (
    <Button variant="outline" size="sm" bg="bg.panel" data-testid="saved-views" {...rest}>
      {t('views.button')}
      {count > 0 ? ` (${count})` : ''}
    </Button>
  );
}
