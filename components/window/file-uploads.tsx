'use client';

import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import dynamic from 'next/dynamic';
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

export function useUploadText() {
  const t = useTranslations();
  return useCallback((message: UploadText) => ('text' in message ? message.text : t(message.path, message.values)), [t]);
}

export const NO_UPLOADS: readonly LoadingFileItem[] = [];

// The rows (Chakra's card and progress) load with the first upload: the provider sits on every signed-in page.
const FileUploadList = dynamic(() => import('./upload-rows').then((module) => module.FileUploadList), { ssr: false });

/** The upload rows, once there is one. */
function Uploads({ store }: { store: UploadStore }) {
  const items = useSyncExternalStore(store.subscribe, store.get, () => NO_UPLOADS);
  return items.length > 0 ? <FileUploadList store={store} /> : null;
}

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
      <Uploads store={store} />
    </FileUploadsContext.Provider>
  );
}
