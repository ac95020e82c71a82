'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import { Button } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { useFocusReturn } from '@/lib/client/use-focus-return';
import type { ColumnSettings, ExportChoice } from '@/lib/operations/report-export';

const ReportDialog = dynamic(() => import('./report-dialog').then((module) => module.ReportDialog), { ssr: false });

/**
 * «Выгрузить отчёт»: the export dialog of the current filter (format, columns, progress, cancel). The page keeps
 * the last file's choice for the next one; focus comes back here when the dialog closes.
 */
export function ReportButton({ query, settings }: { query: string; settings: ColumnSettings }) {
  const t = useTranslations('Operations');
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<ExportChoice | null>(null);
  const trigger = useFocusReturn<HTMLButtonElement>(open);

  return (
    <>
      <Button ref={trigger} variant="outline" size="sm" bg="bg.panel" aria-haspopup="dialog" onClick={() => setOpen(true)} data-testid="report-export">
        {t('report')}
      </Button>
      {open && (
        <ReportDialog
          query={query}
          settings={settings}
          initial={choice}
          onClose={() => setOpen(false)}
          onDownloaded={(downloaded) => {
            setChoice(downloaded);
            setOpen(false);
          }}
        />
      )}
    </>
  );
}
