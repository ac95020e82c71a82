'use client';

import type { ComponentProps } from 'react';
import { FileUpload as ChakraFileUpload, Icon, Text } from '@chakra-ui/react';
import { fileUploadSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslations } from 'next-intl';

/**
 * A file picker with drop (the catalogue CSV, the act file, a product image): Chakra's file upload, its texts
 * in the interface language. `accept`, `maxFiles`, `maxFileSize` and `onFileAccept` / `onFileReject` as Chakra's;
 * `inputProps` go to the hidden file input.
 */
export function FileUploadRoot({ children, inputProps, ...rest }: ChakraFileUpload.RootProps & { inputProps?: ComponentProps<typeof ChakraFileUpload.HiddenInput> & { 'data-testid'?: string } }) {
  const t = useTranslations('Shell');
  return (
    <ChakraFileUpload.Root
      recipe={fileUploadSlotRecipe}
      translations={{ dropzone: t('dropFiles'), deleteFile: (file) => t('removeFile', { name: file.name }) }}
      {...rest}
    >
      <ChakraFileUpload.HiddenInput {...inputProps} />
      {children}
    </ChakraFileUpload.Root>
  );
}

function UploadIcon() {
  return (
    // The icon recipe is not in the system (recipes.ts): the size is set here, or the svg fills the dropzone.
    <Icon boxSize="6" flexShrink={0} color="fg.muted">
      <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M17 8l-5-5-5 5M12 3v12" />
      </svg>
    </Icon>
  );
}

/**
 * The drop area; a click or Enter opens the file dialog. Its name is the texts it shows, label and hint: Zag's own
 * aria-label (the root's `dropzone` text) would name it apart from what a speech user reads on it (axe's
 * label-content-name-mismatch). The space between the two keeps their words apart in the shown text too.
 */
export function FileUploadDropzone({ label, description, ...rest }: ChakraFileUpload.DropzoneProps & { label?: string; description?: string }) {
  const t = useTranslations('Shell');
  const shown = label ?? t('dropFiles');
  return (
    <ChakraFileUpload.Dropzone aria-label={description ? `${shown} ${description}` : shown} {...rest}>
      <UploadIcon />
      <ChakraFileUpload.DropzoneContent>
        <Text>{shown}</Text>
        {description && (
          <>
            {' '}
            <Text color="fg.muted">{description}</Text>
          </>
        )}
      </ChakraFileUpload.DropzoneContent>
    </ChakraFileUpload.Dropzone>
  );
}

/** The chosen files, each with its size and a remove button (`clearable`). */
export const FileUploadList = ChakraFileUpload.List;
export const FileUploadTrigger = ChakraFileUpload.Trigger;
export const FileUploadLabel = ChakraFileUpload.Label;
