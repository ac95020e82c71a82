'use client';

import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import { Box, Button, Card, Flex, Progress, Text } from '@chakra-ui/react';
import { progressSlotRecipe } from '@chakra-ui/react/theme';
import { CloseButton } from '@/components/ui/close-button';
import { CATALOGUE_UPLOAD_PATH, uploadCatalogue } from '@/lib/window/upload-request';
import { createUploadStore, uploadAnswerOutcome, uploadFailureText, type LoadingFileItem, type UploadStore, type UploadText } from '@/lib/window/uploads';

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
  const { alias, alerts, reactToFailure } = useApp();
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
            const outcome = uploadAnswerOutcome(body);
            store.finish(id, outcome.status, outcome.message);
            if (outcome.status === 'done') onSuccess();
            if (outcome.rowErrors.length > 0 && outcome.status === 'done') {
              alerts.push('warning', tWindow('uploadRowErrors', { fileName: file.name, rows: outcome.rowErrors.slice(0, 5).join('; ') }));
            }
            return;
          }
          // spec §8 reactions that are not about the file: the session ended, the system is down, the policy to accept
          if (reactToFailure(status, body, CATALOGUE_UPLOAD_PATH) === 'signed-out') return;
          const message = uploadFailureText(status, body);
          store.finish(id, 'error', message);
          alerts.push('error', text(message));
        })
        .catch(() => {
          // aborted by the cancel control: the row already says so
        });
    },
    [alias, alerts, reactToFailure, store, tWindow, text],
  );

  const value = useMemo(() => ({ store, uploadCatalogueFile }), [store, uploadCatalogueFile]);
  return (
    <FileUploadsContext.Provider value={value}>
      {children}
      <FileUploadList store={store} />
    </FileUploadsContext.Provider>
  );
}

const STATUS_LABEL = { loading: 'uploadStatusLoading', done: 'uploadStatusDone', error: 'uploadStatusError', cancel: 'uploadStatusCancel' } as const;

/**
 * The upload rows (bottom left from sm: the alerts take the bottom right), each with its status, its progress (Chakra's) and a cancel or hide control; done and error rows go by themselves.
 */
export function FileUploadList({ store }: { store: UploadStore }) {
  const t = useTranslations('Window');
  const text = useUploadText();
  const items = useSyncExternalStore(store.subscribe, store.get, () => EMPTY);
  if (items.length === 0) return null;
  return (
    <Box as="section" position="fixed" insetStart="4" insetEnd={{ base: '4', sm: 'auto' }} bottom="4" w={{ sm: '360px' }} zIndex="modal" aria-label={t('uploads')} data-testid="file-uploads">
      <Flex as="ul" direction="column" gap="2">
        {items.map((item) => {
          const percent = Math.round(item.progress * 100);
          return (
            <Card.Root as="li" key={item.id} size="sm" boxShadow="md" data-status={item.status} data-testid="file-upload">
              <Card.Body gap="2" p="3">
                <Flex align="center" gap="2">
                  <Text flex="1" minW="0" truncate fontWeight="medium" textStyle="sm" title={item.fileName}>
                    {item.fileName}
                  </Text>
                  <Text as="span" textStyle="xs" color={item.status === 'error' ? 'fg.error' : 'fg.muted'} role="status">
                    {t(STATUS_LABEL[item.status])}
                  </Text>
                  {item.status === 'loading' && (
                    <Button variant="outline" size="2xs" onClick={() => store.cancel(item.id)} aria-label={t('cancelUpload', { fileName: item.fileName })}>
                      {t('cancel')}
                    </Button>
                  )}
                  {item.status === 'cancel' && <CloseButton size="2xs" onClick={() => store.remove(item.id)} aria-label={t('closeUpload', { fileName: item.fileName })} />}
                </Flex>
                <Progress.Root
                  recipe={progressSlotRecipe}
                  size="xs"
                  value={percent}
                  colorPalette={item.status === 'error' ? 'error' : item.status === 'done' ? 'success' : 'brand'}
                >
                  <Progress.Track aria-label={t('uploadProgress', { fileName: item.fileName })}>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
                {item.message && (
                  <Text textStyle="xs" color="fg.muted" data-testid="file-upload-message">
                    {text(item.message)}
                  </Text>
                )}
              </Card.Body>
            </Card.Root>
          );
        })}
      </Flex>
    </Box>
  );
}
