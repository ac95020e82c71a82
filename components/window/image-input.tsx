'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { FileUploadDropzone, FileUploadRoot } from '@/components/ui/file-upload';
import { checkFile, fileExtension, IMAGE_EXTENSIONS, IMAGE_MAX_BYTES, IMAGE_MAX_MB, type FileProblem } from '@/lib/window/catalogue';
import type { PickedImage } from '@/lib/window/product-form';

interface ImageInputProps {
  id: string;
  label: string;
  /** the stored image's path, null without one */
  stored: string | null;
  picked: PickedImage | null;
  onPick: (image: PickedImage) => void;
  onRemove: () => void;
}

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

const MIME: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp' };

/**
 * A product image by picker or drop (spec §5 file input): extension, non-empty, at most 2 MB; a preview and
 * removal. Chakra's file upload takes every file (its list stays empty) and the spec's checks say what is wrong.
 */
export function ImageInput({ id, label, stored, picked, onPick, onRemove }: ImageInputProps) {
  const t = useTranslations('Window');
  const [problem, setProblem] = useState<FileProblem | null>(null);

  async function take(file: File | undefined) {
    if (!file) return;
    const found = checkFile(file, { extensions: IMAGE_EXTENSIONS, maxBytes: IMAGE_MAX_BYTES });
    setProblem(found);
    if (found) return;
    onPick({ base64: await readBase64(file), extension: fileExtension(file.name), weight: file.size });
  }

  const preview = picked ? `data:${MIME[picked.extension] ?? 'image/png'};base64,${picked.base64}` : stored ? `/${stored}` : null;
  const message = problem ? t(problem, { extensions: IMAGE_EXTENSIONS.join(', '), mb: IMAGE_MAX_MB }) : null;

  return (
    <Stack gap="1.5">
      <Text as="span" id={`${id}-label`} textStyle="sm" fontWeight="medium">
        {label}
      </Text>
      <FileUploadRoot
        acceptedFiles={[]}
        invalid={Boolean(message)}
        onFileAccept={({ files }) => void take(files[0])}
        // The hidden input keeps the upload's own id: the dropzone finds it by that id to open the file dialog.
        ids={{ hiddenInput: id }}
        inputProps={{ accept: IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(','), 'aria-labelledby': `${id}-label` }}
      >
        <HStack align="stretch" gap="3" w="full" data-testid="image-drop">
          {preview ? (
            <Image src={preview} alt={t('imagePreview')} boxSize="16" flexShrink={0} objectFit="cover" rounded="md" borderWidth="1px" />
          ) : (
            <Box boxSize="16" flexShrink={0} rounded="md" borderWidth="1px" borderStyle="dashed" aria-hidden="true" />
          )}
          <FileUploadDropzone flex="1" minH="auto" py="3" label={t('imageDrop')} description={t('imageHint', { mb: IMAGE_MAX_MB })} />
        </HStack>
      </FileUploadRoot>
      {preview && (
        <Button
          variant="ghost"
          size="xs"
          color="fg.error"
          alignSelf="flex-start"
          onClick={() => {
            setProblem(null);
            onRemove();
          }}
        >
          {t('imageRemove')}
        </Button>
      )}
      {message && (
        <Text role="alert" color="fg.error" textStyle="sm">
          {message}
        </Text>
      )}
    </Stack>
  );
}
