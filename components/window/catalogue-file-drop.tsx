'use client';

import { Button, FileUpload } from '@chakra-ui/react';
import { FileUploadRoot } from '@/components/ui/file-upload';
import type { CatalogueFilePickerProps } from './catalogue-file-picker';

/**
 * The catalogue's CSV button as Chakra's file upload: a click opens the file dialog, and a file can be dropped onto
 * the button (spec §5 file input). Chakra's own list of chosen files stays empty: the upload rows show below.
 * Loaded by catalogue-file-picker.tsx once the page is idle.
 */
export function CatalogueFileDrop({ label, accept, onPick }: CatalogueFilePickerProps) {
  return (
    <FileUploadRoot w="auto" acceptedFiles={[]} onFileAccept={({ files }) => onPick(files[0])} inputProps={{ accept, 'aria-label': label, 'data-testid': 'catalogue-file' }}>
      <FileUpload.Dropzone asChild unstyled aria-label={label}>
        <Button size="sm" variant="outline">
          {label}
        </Button>
      </FileUpload.Dropzone>
    </FileUploadRoot>
  );
}
