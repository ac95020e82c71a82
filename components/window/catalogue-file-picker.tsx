'use client';

import { useRef } from 'react';
import { Button } from '@chakra-ui/react';
import { useFocusAcrossSwap, useOnDemandComponent } from '@/lib/client/on-demand-component';

export interface CatalogueFilePickerProps {
  label: string;
  /** The file input's `accept`. */
  accept: string;
  onPick: (file: File | undefined) => void;
}

const loadDrop = () => import('./catalogue-file-drop').then((module) => module.CatalogueFileDrop);

/**
 * The catalogue's «Загрузить CSV»: Chakra's file upload with drop (its machine and MIME tables, about 7 KiB gzip) is
 * not in the storefront's first-load JS. Until it comes (once the page is idle) the same button opens a plain file
 * input, so a click never waits; the button that had the focus keeps it across the swap.
 */
export function CatalogueFilePicker(props: CatalogueFilePickerProps) {
  const [Drop] = useOnDemandComponent(loadDrop);
  const input = useRef<HTMLInputElement>(null);
  const box = useFocusAcrossSwap('button', Drop !== null);
  return (
    <span {...box}>
      {Drop ? (
        <Drop {...props} />
      ) : (
        <>
          <input
            ref={input}
            type="file"
            hidden
            accept={props.accept}
            aria-label={props.label}
            data-testid="catalogue-file"
            onChange={(event) => {
              props.onPick(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button size="sm" variant="outline" onClick={() => input.current?.click()}>
            {props.label}
          </Button>
        </>
      )}
    </span>
  );
}
