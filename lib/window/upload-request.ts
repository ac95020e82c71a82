/**
 * POST api/window/product-upload-csv through the BFF with upload progress. XMLHttpRequest, not fetch: only it
 * reports the bytes sent. Same origin, with the anti-forgery header and the tenant alias like every other call.
 */
import { ALIAS_HEADER, ANTI_FORGERY_HEADER, ANTI_FORGERY_VALUE } from '../shared/bff-headers';
import * as ENDPOINTS from '../acquiring/endpoints';

export const CATALOGUE_UPLOAD_PATH = ENDPOINTS.catalogueUpload.path;

export interface UploadAnswer {
  /** 0: no response (network failure) */
  status: number;
  body: unknown;
}

export interface UploadHandle {
  done: Promise<UploadAnswer>;
  /** Aborts the request; `done` then rejects with an AbortError. */
  cancel: () => void;
}

function parse(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

export function uploadCatalogue(file: File, alias: string | null, onProgress: (fraction: number) => void): UploadHandle {
  const request = new XMLHttpRequest();
  const done = new Promise<UploadAnswer>((resolve, reject) => {
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => resolve({ status: request.status, body: parse(request.responseText) }));
    request.addEventListener('error', () => resolve({ status: 0, body: null }));
    request.addEventListener('abort', () => reject(new DOMException('Request canceled', 'AbortError')));
  });
  request.open(ENDPOINTS.catalogueUpload.method, `/${CATALOGUE_UPLOAD_PATH}`);
  request.withCredentials = true;
  request.setRequestHeader('accept', 'application/json');
  request.setRequestHeader(ANTI_FORGERY_HEADER, ANTI_FORGERY_VALUE);
  if (alias) request.setRequestHeader(ALIAS_HEADER, alias);
  const form = new FormData();
  form.append('file', file, file.name);
  request.send(form);
  return { done, cancel: () => request.abort() };
}
