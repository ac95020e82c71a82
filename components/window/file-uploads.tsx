'use client';

import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { Box, Button, CloseButton, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { goToAuth, useApp } from '@/components/layout/app-provider';
import type { ApiResult, CatalogueUploadResult } from '@/lib/acquiring/contract';
import { uploadCatalogue } from '@/lib/window/upload-request';
import { createUploadStore, uploadFailureText, uploadOutcome, type LoadingFileItem, type UploadStore, type UploadText } from '@/lib/window/uploads';

interface FileUploadsValue {
  store: UploadStore;
  /** Sends a catalogue CSV; `onSuccess` runs once the server took it (the table then reloads). */
  uploadCatalogueFile: (file: File, onSuccess: () => void) => void;
}

const FileUploadsContext = createContext<FileUploadsValue | null>(null);

export function useFileUploads(): FileUploadsValue {
  const value = useContext(FileUploadsContext);
  if (!value) throw new Error('useFileUploads outside FileUploadsProvider');
  return value;
}

function useUploadText() {
  const t = useTranslations();
  return useCallback((message: UploadText) => ('text' in message ? message.text : t(message.path, message.values)), [t]);
}

const EMPTY: readonly LoadingFileItem[] = [];

/** The list of file-upload statuses of the main layout (spec §2) and the uploads behind it. */
export function FileUploadsProvider({ children }: { children: ReactNode }) {
  const { alias, alerts, showUnavailable } = useApp();
  const text = useUploadText();
  const tWindow = useTranslations('Window');
  const store = useMemo(() => createUploadStore(), []);

  const uploadCatalogueFile = useCallback(
    (file: File, onSuccess: () => void) => {
      let cancel = () => {};
      const id = store.add(file.name, () => cancel());
      const handle = uploadCatalogue(file, alias, (fraction) => store.progress(id, fraction));
      cancel = handle.cancel;
      handle.done
        .then(({ status, body }) => {
          if (status >= 200 && status < 300) {
            const outcome = uploadOutcome((body as ApiResult<CatalogueUploadResult>).result);
            store.finish(id, outcome.status, outcome.message);
            if (outcome.status === 'done') onSuccess();
            if (outcome.rowErrors.length > 0 && outcome.status === 'done') {
              alerts.push('warning', tWindow('uploadRowErrors', { fileName: file.name, rows: outcome.rowErrors.slice(0, 5).join('; ') }));
            }
            return;
          }
          // spec §8 reactions that are not about the file: the session ended, the system is down, the policy to accept
          const action = body && typeof body === 'object' && 'action' in body ? body.action : null;
          if (action === 'logout') return goToAuth(alias, 'ended');
          if (status === 502 || status === 504 || action === 'unavailable') showUnavailable();
          if (status === 409) window.dispatchEvent(new CustomEvent('bo:privacy-policy'));
          const message = uploadFailureText(status, body);
          store.finish(id, 'error', message);
          alerts.push('error', text(message));
        })
        .catch(() => {
          // aborted by the cancel control: the row already says so
        });
    },
    [alias, alerts, showUnavailable, store, tWindow, text],
  );

  const value = useMemo(() => ({ store, uploadCatalogueFile }), [store, uploadCatalogueFile]);
  return (
    <FileUploadsContext.Provider value={value}>
      {children}
      <FileUploadList store={store} />
    </FileUploadsContext.Provider>
  );
}

const STATUS_COLOR = { loading: 'brand.solid', done: 'status.success', error: 'status.error', cancel: 'gray.400' } as const;
const STATUS_LABEL = { loading: 'uploadStatusLoading', done: 'uploadStatusDone', error: 'uploadStatusError', cancel: 'uploadStatusCancel' } as const;

export function FileUploadList({ store }: { store: UploadStore }) {
  const t = useTranslations('Window');
  const text = useUploadText();
  const items = useSyncExternalStore(store.subscribe, store.get, () => EMPTY);
  if (items.length === 0) return null;
  return (
    <Box
      as="section"
      aria-label={t('uploads')}
      position="fixed"
      zIndex="toast"
      // bottom left from the sm breakpoint (the alerts take the bottom right); on a phone at the top, clear of the alerts
      insetInlineStart={{ base: '2', sm: '4' }}
      insetInlineEnd={{ base: '2', sm: 'auto' }}
      top={{ base: '2', sm: 'auto' }}
      bottom={{ base: 'auto', sm: '4' }}
      width={{ base: 'auto', sm: '360px' }}
      bg="white"
      borderWidth="1px"
      borderRadius="md"
      boxShadow="lg"
      p="3"
      data-testid="file-uploads"
    >
      <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
        {items.map((item) => (
          <Box as="li" key={item.id} data-status={item.status} data-testid="file-upload">
            <Flex align="center" gap="2">
              <Text flex="1" minW="0" fontSize="sm" fontWeight="medium" truncate title={item.fileName}>
                {item.fileName}
              </Text>
              <Text fontSize="xs" fontWeight="semibold" color={item.status === 'error' ? 'fg.error' : 'fg.muted'} role="status">
                {t(STATUS_LABEL[item.status])}
              </Text>
              {item.status === 'loading' && (
                <Button size="xs" variant="outline" onClick={() => store.cancel(item.id)} aria-label={t('cancelUpload', { fileName: item.fileName })}>
                  {t('cancel')}
                </Button>
              )}
              {item.status === 'cancel' && <CloseButton size="xs" onClick={() => store.remove(item.id)} aria-label={t('closeUpload', { fileName: item.fileName })} />}
            </Flex>
            <Box
              role="progressbar"
              aria-label={t('uploadProgress', { fileName: item.fileName })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(item.progress * 100)}
              mt="1.5"
              h="1.5"
              bg="gray.100"
              borderRadius="full"
              overflow="hidden"
            >
              <Box h="full" bg={STATUS_COLOR[item.status]} width={`${Math.round(item.progress * 100)}%`} transition="width 0.2s" />
            </Box>
            {item.message && (
              <Text mt="1" fontSize="xs" color={item.status === 'error' ? 'fg.error' : 'fg.muted'} data-testid="file-upload-message">
                {text(item.message)}
              </Text>
            )}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
