'use client';

import { useRef } from 'react';
import { Button } from '@chakra-ui/react';
import { useFocusAcrossSwap, useOnDemandComponent } from '@/lib/client/on-demand-component';
import type { CatalogueFilePickerProps } from './catalogue-file-drop';

export type { CatalogueFilePickerProps };

const loadDrop = () => import('./catalogue-file-drop').then((module) => module.CatalogueFileDrop);

/**
 * The catalogue's «Загрузить CSV»: Chakra's file upload with drop (its machine and MIME tables, about 7 KiB gzip) is
 * not in the storefront's first-load JS. Until it comes (once the page is idle) the same button opens a plain file
 * input, so a click never waits; the button that had the focus keeps it across the swap, and a file chosen in a
 * dialog opened before the swap still arrives.
 */
export function CatalogueFilePicker(props: CatalogueFilePickerProps) {
  const [Drop] = useOnDemandComponent(loadDrop);
  const input = useRef<HTMLInputElement>(null);
  const box = useFocusAcrossSwap('button', Drop !== null);
  // The plain input stays mounted after the swap: a file dialog opened from it before Chakra's upload came still
  // delivers its file. Only the input of the part on screen carries the label and the test id.
  return (
    <span {...box}>
      <input
        ref={input}
        type="file"
        hidden
        accept={props.accept}
        aria-label={Drop ? undefined : props.label}
        data-testid={Drop ? undefined : 'catalogue-file'}
        onChange={(event) => {
          props.onPick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {Drop ? (
        <Drop {...props} />
      ) : (
        <Button size="sm" variant="outline" onClick={() => input.current?.click()}>
          {props.label}
        </Button>
      )}
    </span>
  );
}
