'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useFormik } from 'formik';
import { useFormatter, useTranslations } from 'next-intl';
import { Box, Button, CheckboxGroup, HStack, Progress, RadioGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { progressSlotRecipe, radioGroupSlotRecipe } from '@chakra-ui/react/theme';
import { useReportDownload } from '@/components/layout/use-report-download';
import { Checkbox } from '@/components/ui/checkbox';
import { DialogBody, DialogCloseTrigger, DialogContent, DialogFooter, DialogHeader, DialogRoot, DialogTitle } from '@/components/ui/dialog';
import type { DownloadProgress } from '@/lib/client/file-download';
import { textOr } from '@/lib/i18n/text-keys';
import {
  byteSize,
  exportChoiceSchema,
  exportColumnKeys,
  exportQuery,
  receivedPercent,
  REPORT_FORMATS,
  type ColumnSettings,
  type ExportChoice,
  type ReportFormat,
} from '@/lib/operations/report-export';

export interface ReportDialogProps {
  /** The list's filter as the report's query. */
  query: string;
  settings: ColumnSettings;
  /** The choice of the last file of this page, if any: all columns as CSV otherwise. */
  initial: ExportChoice | null;
  onClose: () => void;
  onDownloaded: (choice: ExportChoice) => void;
}

/** The bytes received so far, and of how many when the answer said. */
function ReceivedBytes({ progress }: { progress: DownloadProgress }) {
  const t = useTranslations('Operations.export');
  const format = useFormatter();
  const size = (bytes: number) => {
    const { value, unit } = byteSize(bytes);
    return format.number(value, { style: 'unit', unit, maximumFractionDigits: 1 });
  };
  const received = progress.total ? t('receivedOf', { size: size(progress.received), total: size(progress.total) }) : t('received', { size: size(progress.received) });
  return (
    <Stack gap="1" data-testid="export-progress">
      <Progress.Root recipe={progressSlotRecipe} size="sm" value={receivedPercent(progress.received, progress.total)}>
        <Progress.Track aria-label={t('progress')} aria-valuetext={received}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text textStyle="sm" color="fg.muted">
        {received}
      </Text>
    </Stack>
  );
}

/**
 * The export of the list (issue 21 "Export"): the file's format (the host's CSV or the BFF's XLSX) and its columns
 * (the report's, the optional ones while the tenant shows them, at least one), then the file of the list's filter,
 * with its progress and a cancel. Closing the dialog cancels a download under way; a failure keeps spec §8.
 * Loaded on demand: rendered only while open.
 */
export function ReportDialog({ query, settings, initial, onClose, onDownloaded }: ReportDialogProps) {
  const t = useTranslations('Operations');
  const { busy, progress, cancel, downloadReport } = useReportDownload(t('reportError'));
  const keys = exportColumnKeys(settings);
  const formId = useId();
  const errorId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const downloadRef = useRef<HTMLButtonElement>(null);
  const [cancelled, setCancelled] = useState(false);

  const form = useFormik<ExportChoice>({
    initialValues: {
      format: initial?.format ?? 'csv',
      columns: initial ? initial.columns.filter((key) => keys.includes(key)) : keys,
    },
    validationSchema: exportChoiceSchema,
    validateOnBlur: false,
    onSubmit: async (choice) => {
      setCancelled(false);
      const outcome = await downloadReport(exportQuery(query, choice.columns), `operations.${choice.format}`, choice.format);
      if (outcome === 'saved') onDownloaded(choice);
      else if (outcome === 'cancelled') setCancelled(true);
    },
  });
  const { format, columns } = form.values;
  const columnsError = typeof form.errors.columns === 'string' ? form.errors.columns : undefined;
  const allState = columns.length === keys.length ? true : columns.length === 0 ? false : 'indeterminate';

  // Keyboard users keep their place: on Cancel while the file comes, on Download again once it stopped.
  const wasBusy = useRef(false);
  useEffect(() => {
    if (busy) cancelRef.current?.focus();
    else if (wasBusy.current) downloadRef.current?.focus();
    wasBusy.current = busy;
  }, [busy]);

  return (
    <DialogRoot open size="md" scrollBehavior="inside" onOpenChange={(change) => !change.open && onClose()}>
      <DialogContent data-testid="export-dialog">
        <DialogHeader>
          <DialogTitle>{t('export.title')}</DialogTitle>
        </DialogHeader>
        <DialogBody>
          <Stack asChild gap="5">
            <form id={formId} onSubmit={form.handleSubmit} noValidate>
              <RadioGroup.Root
                recipe={radioGroupSlotRecipe}
                size="sm"
                name="format"
                value={format}
                disabled={busy}
                onValueChange={({ value }) => void form.setFieldValue('format', value as ReportFormat)}
              >
                <RadioGroup.Label textStyle="sm" fontWeight="medium" mb="2" display="block">
                  {t('export.format')}
                </RadioGroup.Label>
                <HStack gap="6" wrap="wrap">
                  {REPORT_FORMATS.map((item) => (
                    <RadioGroup.Item key={item} value={item}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>{t(`export.${item}`)}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </HStack>
              </RadioGroup.Root>

              <Box as="fieldset" minW="0" aria-describedby={columnsError ? errorId : undefined}>
                <Box as="legend" textStyle="sm" fontWeight="medium" mb="2">
                  {t('export.columns')}{' '}
                  <Text as="span" color="fg.muted" fontWeight="normal">
                    ({t('export.chosen', { count: columns.length, total: keys.length })})
                  </Text>
                </Box>
                <Checkbox
                  size="sm"
                  mb="3"
                  checked={allState}
                  disabled={busy}
                  onCheckedChange={({ checked }) => void form.setFieldValue('columns', checked === true ? keys : [])}
                  data-testid="export-all-columns"
                >
                  {t('export.all')}
                </Checkbox>
                <CheckboxGroup value={columns} disabled={busy} onValueChange={(value) => void form.setFieldValue('columns', value)} name="columns">
                  <SimpleGrid columns={{ base: 1, sm: 2 }} columnGap="4" rowGap="2">
                    {keys.map((key) => (
                      <Checkbox key={key} size="sm" value={key} alignItems="flex-start">
                        {t(`column.${key}`)}
                      </Checkbox>
                    ))}
                  </SimpleGrid>
                </CheckboxGroup>
                <Box aria-live="polite">
                  {columnsError && (
                    <Text id={errorId} textStyle="sm" color="fg.error" mt="2" data-testid="export-columns-error">
                      {textOr(t, `export.${columnsError}`, columnsError)}
                    </Text>
                  )}
                </Box>
              </Box>

              {progress && <ReceivedBytes progress={progress} />}
              <Box aria-live="polite">
                {cancelled && !busy && (
                  <Text textStyle="sm" color="fg.muted" data-testid="export-cancelled">
                    {t('export.cancelled')}
                  </Text>
                )}
              </Box>
            </form>
          </Stack>
        </DialogBody>
        <DialogFooter>
          {busy ? (
            <Button ref={cancelRef} variant="outline" onClick={cancel} data-testid="export-cancel">
              {t('export.cancel')}
            </Button>
          ) : (
            <Button variant="outline" onClick={onClose}>
              {t('export.close')}
            </Button>
          )}
          <Button ref={downloadRef} type="submit" form={formId} loading={busy} loadingText={t('reportLoading')} data-testid="export-download">
            {t('export.download')}
          </Button>
        </DialogFooter>
        <DialogCloseTrigger />
      </DialogContent>
    </DialogRoot>
  );
}
