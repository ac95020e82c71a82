'use client';

import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import { buttonClass } from '@/components/plain/classes';
import { CloseIcon } from '@/components/plain/dialog';
import plain from '@/components/plain/plain.module.css';
import { CATALOGUE_UPLOAD_PATH, uploadCatalogue } from '@/lib/window/upload-request';
import { createUploadStore, uploadAnswerOutcome, uploadFailureText, type LoadingFileItem, type UploadStore, type UploadText } from '@/lib/window/uploads';
import styles from './file-uploads.module.css';

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

export function FileUploadList({ store }: { store: UploadStore }) {
  const t = useTranslations('Window');
  const text = useUploadText();
  const items = useSyncExternalStore(store.subscribe, store.get, () => EMPTY);
  if (items.length === 0) return null;
  return (
    <section className={styles.panel} aria-label={t('uploads')} data-testid="file-uploads">
      <ul className={styles.list}>
        {items.map((item) => {
          const percent = Math.round(item.progress * 100);
          return (
            <li key={item.id} className={styles.item} data-status={item.status} data-testid="file-upload">
              <div className={styles.head}>
                <p className={styles.name} title={item.fileName}>
                  {item.fileName}
                </p>
                <span className={styles.status} role="status">
                  {t(STATUS_LABEL[item.status])}
                </span>
                {item.status === 'loading' && (
                  <button
                    type="button"
                    className={`${buttonClass('outline')} ${styles.small}`}
                    onClick={() => store.cancel(item.id)}
                    aria-label={t('cancelUpload', { fileName: item.fileName })}
                  >
                    {t('cancel')}
                  </button>
                )}
                {item.status === 'cancel' && (
                  <button type="button" className={plain.iconButton} onClick={() => store.remove(item.id)} aria-label={t('closeUpload', { fileName: item.fileName })}>
                    <CloseIcon />
                  </button>
                )}
              </div>
              <div
                className={styles.track}
                role="progressbar"
                aria-label={t('uploadProgress', { fileName: item.fileName })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
              >
                <div className={styles.bar} style={{ width: `${percent}%` }} />
              </div>
              {item.message && (
                <p className={styles.message} data-testid="file-upload-message">
                  {text(item.message)}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
