'use client';

import { useState, type FormEvent } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { Button, Field as ChakraField, Flex, Stack, Text } from '@chakra-ui/react';
import { useApp } from '@/components/layout/app-provider';
import * as ENDPOINTS from '@/lib/acquiring/endpoints';
import { CloseButton } from '@/components/ui/close-button';
import { FileUploadDropzone, FileUploadLabel, FileUploadRoot, FileUploadTrigger } from '@/components/ui/file-upload';
import { AccountDialog } from '../account-dialog';
import { useActAlerts } from './use-act-alerts';
import { actFileProblem } from '@/lib/account/acts';

const FORM_ID = 'send-act-form';

/**
 * Spec §2 "Send act dialog (width 500): one file picker, buttons Отменить and Отправить"; §5 "File input": required,
 * non-empty, can be dropped onto the field; sent as multipart with the field `file` (spec §7).
 */
export default function SendActDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations('Acts');
  const format = useFormatter();
  const { api } = useApp();
  const notify = useActAlerts();
  const [file, setFile] = useState<File | null>(null);
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const problem = actFileProblem(file);
  const shownProblem = touched ? problem : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (problem || !file) return;
    const body = new FormData();
    body.append('file', file, file.name);
    setSending(true);
    try {
      const answer = await api(ENDPOINTS.actSend, { body });
      // `result: false`: the API did not send the act — an act error (spec §8), and the file stays for another try.
      if (answer?.result === false) {
        notify.notSent();
        return;
      }
      notify.sent();
      onClose();
    } catch (error) {
      notify.failed(error);
    } finally {
      setSending(false);
    }
  }

  return (
    <AccountDialog
      size="sm"
      onClose={onClose}
      title={t('sendTitle')}
      testId="send-act-dialog"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} loading={sending}>
            {t('send')}
          </Button>
        </>
      }
    >
      <Stack asChild gap="4">
        <form id={FORM_ID} onSubmit={submit} noValidate>
          <Text textStyle="sm">{t('sendIntro')}</Text>
          <ChakraField.Root required invalid={Boolean(shownProblem)}>
            {/* The chosen file is the dialog's state: the list below shows it, and removing it empties the picker. */}
            <FileUploadRoot
              maxFiles={1}
              acceptedFiles={file ? [file] : []}
              onFileChange={(details) => {
                setFile(details.acceptedFiles[0] ?? null);
                setTouched(true);
              }}
              alignItems="stretch"
              gap="2"
            >
              <FileUploadLabel>
                {t('fileLabel')}
                <ChakraField.RequiredIndicator />
              </FileUploadLabel>
              <FileUploadDropzone label={t('fileDrop')} minH="auto" py="4" data-testid="act-file-dropzone" borderColor={shownProblem ? 'border.error' : undefined} />
              <FileUploadTrigger asChild>
                <Button variant="outline" size="sm" alignSelf="center">
                  {t('fileChoose')}
                </Button>
              </FileUploadTrigger>
            </FileUploadRoot>
            {file && (
              <Flex align="center" gap="3" w="full" px="3" py="2" borderWidth="1px" borderRadius="l2" data-testid="act-file">
                <Text flex="1" minW="0" truncate title={file.name}>
                  {file.name}
                </Text>
                <Text color="fg.muted" textStyle="sm" flexShrink="0">
                  {file.size < 1024
                    ? format.number(file.size, { style: 'unit', unit: 'byte', unitDisplay: 'short' })
                    : format.number(file.size / 1024, { style: 'unit', unit: 'kilobyte', unitDisplay: 'short', maximumFractionDigits: 1 })}
                </Text>
                <CloseButton size="xs" aria-label={t('fileRemove')} onClick={() => setFile(null)} />
              </Flex>
            )}
            {shownProblem && <ChakraField.ErrorText data-field="file">{t(shownProblem)}</ChakraField.ErrorText>}
          </ChakraField.Root>
        </form>
      </Stack>
    </AccountDialog>
  );
}
