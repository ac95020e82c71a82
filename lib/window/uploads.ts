/**
 * The file-upload status list of the main layout (spec §2, §3 "Loading file item", §4 "File loading", §9):
 * each file is loading, then done, error or cancel; done and error rows disappear after 5 s.
 */
import type { CatalogueUploadResult } from '../acquiring/contract/storefront';
import { catalogueUploadFailureMessage, type MessageKey, type ShownMessage } from '../domain/errors';
import { FILE_ROW_REMOVE_DELAY_MS } from '../domain/limits';
import type { TextPath } from '../i18n/text-keys';

export type LoadingStatus = 'loading' | 'done' | 'error' | 'cancel';

/** A message path for next-intl or a text from the server, shown as is. */
export type UploadText = { path: TextPath; values?: Record<string, string | number> } | { text: string };

export interface LoadingFileItem {
  id: number;
  fileName: string;
  status: LoadingStatus;
  /** 0…1 of the bytes sent */
  progress: number;
  message: UploadText | null;
}

type Listener = (items: readonly LoadingFileItem[]) => void;

export interface UploadStoreOptions {
  setTimer?: (run: () => void, ms: number) => unknown;
}

/** One store per page: rows, their cancel functions (the spec's cancelToken) and the 5-second removal. */
export function createUploadStore({ setTimer = (run, ms) => setTimeout(run, ms) }: UploadStoreOptions = {}) {
  let items: readonly LoadingFileItem[] = [];
  let nextId = 1;
  const cancels = new Map<number, () => void>();
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener(items));
  const update = (id: number, change: Partial<LoadingFileItem>) => {
    items = items.map((item) => (item.id === id ? { ...item, ...change } : item));
    emit();
  };
  const remove = (id: number) => {
    cancels.delete(id);
    items = items.filter((item) => item.id !== id);
    emit();
  };
  const isLoading = (id: number) => items.some((item) => item.id === id && item.status === 'loading');
  return {
    get: () => items,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    add(fileName: string, cancel: () => void): number {
      const id = nextId++;
      cancels.set(id, cancel);
      items = [...items, { id, fileName, status: 'loading', progress: 0, message: null }];
      emit();
      return id;
    },
    progress(id: number, progress: number) {
      if (isLoading(id)) update(id, { progress: Math.min(1, Math.max(0, progress)) });
    },
    /** Done or error: the row stays 5 s, then goes (spec §9). A finished row does not change again. */
    finish(id: number, status: 'done' | 'error', message: UploadText | null) {
      if (!isLoading(id)) return;
      cancels.delete(id);
      update(id, { status, message, progress: status === 'done' ? 1 : items.find((item) => item.id === id)?.progress ?? 0 });
      setTimer(() => remove(id), FILE_ROW_REMOVE_DELAY_MS);
    },
    /** The cancel control: aborts the request; the row stays, marked cancelled, until closed. */
    cancel(id: number) {
      if (!isLoading(id)) return;
      const abort = cancels.get(id);
      cancels.delete(id);
      update(id, { status: 'cancel', message: { path: 'Errors.requestCanceled' } });
      abort?.();
    },
    remove,
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;

/** Catalogue messages of spec §8 → the bundled message that says them. */
const CATALOGUE_MESSAGE_PATH: Partial<Record<MessageKey, TextPath>> = {
  catalogueFileUnreadable: 'Window.catalogueFileUnreadable',
  serverNotAvailable: 'Errors.serverUnavailable',
  operationFailed: 'Errors.operationFailed',
  requestCanceled: 'Errors.requestCanceled',
};

export function shownUploadText(shown: ShownMessage): UploadText {
  if (shown.source === 'server') return { text: shown.text };
  return { path: CATALOGUE_MESSAGE_PATH[shown.key] ?? 'Errors.operationFailed' };
}

/**
 * A failed upload (spec §8): a number-format exception → 'Ошибка сервера: невозможно прочитать файл или неверный
 * формат файла'; another 500 → 'Server is not available'; otherwise the response's first error message, or
 * 'Server is not available'; no response at all (status 0) → 'Во время выполнения операции произошла ошибка'.
 */
export function uploadFailureText(status: number, body: unknown): UploadText {
  return shownUploadText(catalogueUploadFailureMessage(status === 0 ? null : { status, data: body ?? undefined }));
}

export interface UploadOutcome {
  status: 'done' | 'error';
  message: UploadText;
  /** rows the server refused while others went in: shown as a warning */
  rowErrors: string[];
}

/** A 200 answer: done when something was created or updated (refused rows become a warning), error when nothing was. */
export function uploadOutcome(result: CatalogueUploadResult): UploadOutcome {
  const rowErrors = result.errors.map((error) => `${error.row}: ${error.message}`);
  if (result.created + result.updated === 0 && result.errors.length > 0) {
    return { status: 'error', message: { path: 'Window.uploadRowError', values: { row: result.errors[0]?.row ?? 0, message: result.errors[0]?.message ?? '' } }, rowErrors };
  }
  return { status: 'done', message: { path: 'Window.uploadDone', values: { created: result.created, updated: result.updated } }, rowErrors };
}

function isUploadResult(value: unknown): value is CatalogueUploadResult {
  if (typeof value !== 'object' || value === null) return false;
  const result = value as Partial<Record<keyof CatalogueUploadResult, unknown>>;
  return typeof result.created === 'number' && typeof result.updated === 'number' && Array.isArray(result.errors);
}

/**
 * A 2xx answer's body `{ result }`: its outcome, or — when it is not a result at all (an empty or foreign body) — an
 * error with the default operation message, so the row never stays "loading".
 */
export function uploadAnswerOutcome(body: unknown): UploadOutcome {
  const result = typeof body === 'object' && body !== null && 'result' in body ? body.result : undefined;
  if (!isUploadResult(result)) return { status: 'error', message: { path: 'Errors.operationFailed' }, rowErrors: [] };
  return uploadOutcome(result);
}
