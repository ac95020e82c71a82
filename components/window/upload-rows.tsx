'use client';

import { useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { Box, Button, Card, Flex, Progress, Text } from '@chakra-ui/react';
import { ProgressRoot } from '@/components/ui/progress';
import { CloseButton } from '@/components/ui/close-button';
import type { UploadStore } from '@/lib/window/uploads';
import { NO_UPLOADS, useUploadText } from './upload-text';

const STATUS_LABEL = { loading: 'uploadStatusLoading', done: 'uploadStatusDone', error: 'uploadStatusError', cancel: 'uploadStatusCancel' } as const;

/**
 * The upload rows (bottom left from sm: the alerts take the bottom right), each with its status, its progress (Chakra's) and a cancel or hide control; done and error rows go by themselves.
 */
export function FileUploadList({ store }: { store: UploadStore }) {
  const t = useTranslations('Window');
  const text = useUploadText();
  const items = useSyncExternalStore(store.subscribe, store.get, () => NO_UPLOADS);
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
                <ProgressRoot
                  size="xs"
                  value={percent}
                  colorPalette={item.status === 'error' ? 'error' : item.status === 'done' ? 'success' : 'brand'}
                >
                  <Progress.Track aria-label={t('uploadProgress', { fileName: item.fileName })}>
                    <Progress.Range />
                  </Progress.Track>
                </ProgressRoot>
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
