'use client';

import { createContext, useCallback, useContext, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import dynamic from 'next/dynamic';
import type { UploadStore } from '@/lib/window/uploads';
import { NO_UPLOADS, useUploadText } from './upload-text';

interface FileUploadsValue {
  /** Sends a catalogue CSV; `onSuccess` runs once the server took it (the table then reloads). */
  uploadCatalogueFile: (file: File, onSuccess: () => void) => void;
}

const FileUploadsContext = createContext<FileUploadsValue | null>(null);

export function useFileUploads(): FileUploadsValue {
  const value = useContext(FileUploadsContext);
  if (!value) throw new Error('useFileUploads outside FileUploadsProvider');
  return value;
}


// The rows (Chakra's card and progress) load with the first upload: the provider sits on every signed-in page.
const FileUploadList = dynamic(() => import('./upload-rows').then((module) => module.FileUploadList), { ssr: false });

/** The upload rows, once there is one. */
function Uploads({ store }: { store: UploadStore }) {
  const items = useSyncExternalStore(store.subscribe, store.get, () => NO_UPLOADS);
  return items.length > 0 ? <FileUploadList store={store} /> : null;
}

/** The uploading and the rows' store, loaded with the first upload (the storefront loads it when idle). */
export const loadCatalogueUpload = () => import('./catalogue-upload');

/** The list of file-upload statuses of the main layout (spec §2) and the uploads behind it. */
export function FileUploadsProvider({ children }: { children: ReactNode }) {
  const { alias, alerts, reactToFailure } = useApp();
  const text = useUploadText();
  const tWindow = useTranslations('Window');
  // One store for the session's pages, made with the first upload: the rows outlive the page that started them.
  const storeRef = useRef<UploadStore | null>(null);
  const [store, setStore] = useState<UploadStore | null>(null);

  const uploadCatalogueFile = useCallback(
    (file: File, onSuccess: () => void) => {
      void loadCatalogueUpload().then(({ createUploadStore, startCatalogueUpload }) => {
        storeRef.current ??= createUploadStore();
        setStore(storeRef.current);
        const rowErrorsText = (fileName: string, rows: string) => tWindow('uploadRowErrors', { fileName, rows });
        startCatalogueUpload(storeRef.current, file, { alias, alerts, reactToFailure, text, rowErrorsText }, onSuccess);
      });
    },
    [alias, alerts, reactToFailure, tWindow, text],
  );

  const value = useMemo(() => ({ uploadCatalogueFile }), [uploadCatalogueFile]);
  return (
    <FileUploadsContext.Provider value={value}>
      {children}
      {store && <Uploads store={store} />}
    </FileUploadsContext.Provider>
  );
}
