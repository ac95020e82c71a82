import type { AlertStore } from '@/lib/client/alerts';
import type { FailureReaction } from '@/lib/client/api-failure';
import { CATALOGUE_UPLOAD_PATH, uploadCatalogue } from '@/lib/window/upload-request';
import { createUploadStore, uploadAnswerOutcome, uploadFailureText, type UploadStore, type UploadText } from '@/lib/window/uploads';

export { createUploadStore };

/** What an upload needs of the page around it. */
export interface CatalogueUploadContext {
  alias: string | null;
  alerts: AlertStore;
  reactToFailure: (status: number, body: unknown, path: string) => FailureReaction | null;
  text: (message: UploadText) => string;
  /** The warning of a file taken with rows the server refused (the first five). */
  rowErrorsText: (fileName: string, rows: string) => string;
}

/**
 * Sends a catalogue CSV with a row in `store` that follows it: its progress, then done, error or cancelled.
 * `onSuccess` runs once the server took the file (the table then reloads). Loaded with the first upload: the
 * upload rows sit on every signed-in page, the uploading only on the storefront.
 */
export function startCatalogueUpload(store: UploadStore, file: File, context: CatalogueUploadContext, onSuccess: () => void): void {
  const { alias, alerts, reactToFailure, text, rowErrorsText } = context;
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
        if (outcome.rowErrors.length > 0 && outcome.status === 'done') alerts.push('warning', rowErrorsText(file.name, outcome.rowErrors.slice(0, 5).join('; ')));
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
}
