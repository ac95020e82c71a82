'use client';

import { Button, FileUpload } from '@chakra-ui/react';
import { FileUploadRoot } from '@/components/ui/file-upload';

/** The catalogue's CSV button, as the picker (catalogue-file-picker.tsx) and this drop zone take it. */
export interface CatalogueFilePickerProps {
  label: string;
  /** The file input's `accept`. */
  accept: string;
  onPick: (file: File | undefined) => void;
}

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
