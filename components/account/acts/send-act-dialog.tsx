'use client';

import { useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { Box, Button, CloseButton, Dialog, Field, Flex, Portal, Text, VisuallyHidden } from '@chakra-ui/react';
import { useFormatter, useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import { useActAlerts } from './use-act-alerts';
import { actFileProblem } from '@/lib/account/acts';
import type { ApiResult, SendActResult } from '@/lib/acquiring/contract';

/**
 * Spec §2 "Send act dialog (width 500): one file picker, buttons Отменить and Отправить"; §5 "File input": required,
 * non-empty, can be dropped onto the field; sent as multipart with the field `file` (spec §7).
 */
export default function SendActDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations('Acts');
  const format = useFormatter();
  const { api } = useApp();
  const notify = useActAlerts();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [touched, setTouched] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [sending, setSending] = useState(false);
  const problem = actFileProblem(file);
  const shownProblem = touched ? problem : null;

  function choose(files: FileList | null | undefined) {
    setFile(files?.[0] ?? null);
    setTouched(true);
  }

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (problem || !file) return;
    const body = new FormData();
    body.append('file', file, file.name);
    setSending(true);
    try {
      await api<ApiResult<SendActResult>>('api/qps-refund-keys/send', { method: 'POST', body });
      notify.sent();
      onClose();
    } catch (error) {
      notify.failed(error);
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog.Root open onOpenChange={(event) => !event.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="500px" mx="3" data-testid="send-act-dialog">
            <form onSubmit={submit} noValidate>
              <Dialog.Header pe="12">
                <Dialog.Title>{t('sendTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text mb="4" color="fg.muted" fontSize="sm">
                  {t('sendIntro')}
                </Text>
                <Field.Root required invalid={Boolean(shownProblem)}>
                  <Field.Label htmlFor={inputId}>
                    {t('fileLabel')}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Box
                    w="full"
                    borderWidth="2px"
                    borderStyle="dashed"
                    borderColor={shownProblem ? 'border.error' : dragging ? 'brand.solid' : 'border'}
                    bg={dragging ? 'brand.subtle' : 'transparent'}
                    borderRadius="md"
                    p="5"
                    textAlign="center"
                    onDragOver={(event) => {
                      event.preventDefault();
                      setDragging(true);
                    }}
                    onDragLeave={() => setDragging(false)}
                    onDrop={drop}
                    data-testid="act-file-dropzone"
                  >
                    <Text mb="2" color="fg.muted">
                      {t('fileDrop')}
                    </Text>
                    <Button type="button" size="sm" variant="outline" onClick={() => input.current?.click()}>
                      {t('fileChoose')}
                    </Button>
                    <VisuallyHidden asChild>
                      <input
                        ref={input}
                        id={inputId}
                        type="file"
                        name="file"
                        tabIndex={-1}
                        onChange={(event) => {
                          choose(event.target.files);
                          event.target.value = '';
                        }}
                      />
                    </VisuallyHidden>
                  </Box>
                  {file && (
                    <Flex mt="2" w="full" align="center" gap="2" borderWidth="1px" borderRadius="md" px="3" py="2" data-testid="act-file">
                      <Text flex="1" truncate title={file.name}>
                        {file.name}
                      </Text>
                      <Text color="fg.muted" fontSize="sm" flexShrink={0}>
                        {file.size < 1024
                          ? format.number(file.size, { style: 'unit', unit: 'byte', unitDisplay: 'short' })
                          : format.number(file.size / 1024, { style: 'unit', unit: 'kilobyte', unitDisplay: 'short', maximumFractionDigits: 1 })}
                      </Text>
                      <CloseButton size="2xs" aria-label={t('fileRemove')} onClick={() => setFile(null)} />
                    </Flex>
                  )}
                  {shownProblem && <Field.ErrorText>{t(shownProblem)}</Field.ErrorText>}
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Button type="button" variant="outline" onClick={onClose}>
                  {t('cancel')}
                </Button>
                <Button type="submit" colorPalette="brand" loading={sending}>
                  {t('send')}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
