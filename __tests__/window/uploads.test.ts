/**
 * Spec §8 catalogue upload errors and spec §2/§4/§9 file-upload rows: "loading, then done, error or cancel; done and
 * error rows disappear after 5 seconds".
 */
import { createUploadStore, uploadAnswerOutcome, uploadFailureText, uploadOutcome } from '@/lib/window/uploads';
import { checkFile, CSV_EXTENSIONS, CSV_MAX_BYTES, IMAGE_EXTENSIONS, IMAGE_MAX_BYTES } from '@/lib/window/catalogue';

describe('upload error mapping (spec §8)', () => {
  test("status 500 with a non-number-format exception → 'Server is not available'", () => {
    expect(uploadFailureText(500, { message: 'Injected fault 500', exception: 'InjectedFaultException' })).toEqual({ path: 'Errors.serverUnavailable' });
  });
  test("number-format exception → 'Ошибка сервера: невозможно прочитать файл или неверный формат файла'", () => {
    expect(uploadFailureText(500, { message: 'For input string: "дорого"', exception: 'NumberFormatException' })).toEqual({ path: 'Window.catalogueFileUnreadable' });
  });
  test('other: the first error message of the response, or server-unavailable', () => {
    expect(uploadFailureText(400, { message: 'В файле нет обязательных колонок: Цена', errors: [{ field: 'file', message: 'В файле нет обязательных колонок: Цена' }] }))
      .toEqual({ text: 'В файле нет обязательных колонок: Цена' });
    expect(uploadFailureText(400, null)).toEqual({ path: 'Errors.serverUnavailable' });
  });
  test("no response → 'Во время выполнения операции произошла ошибка'", () => {
    expect(uploadFailureText(0, null)).toEqual({ path: 'Errors.operationFailed' });
  });
});

test('a 200 answer: done with counts; refused rows become a warning; nothing applied is an error', () => {
  expect(uploadOutcome({ created: 2, updated: 1, errors: [{ row: 4, message: 'Артикул: Поле обязательно для заполнения' }] })).toEqual({
    status: 'done', message: { path: 'Window.uploadDone', values: { created: 2, updated: 1 } }, rowErrors: ['4: Артикул: Поле обязательно для заполнения'],
  });
  expect(uploadOutcome({ created: 0, updated: 0, errors: [{ row: 2, message: 'Цена должна быть больше нуля' }] }).status).toBe('error');
});

test('a 2xx body that is not an upload result ends the row as an error instead of leaving it loading', () => {
  expect(uploadAnswerOutcome({ result: { created: 1, updated: 0, errors: [] } }).status).toBe('done');
  for (const body of [null, '', {}, { result: null }, { result: { created: 1 } }]) {
    expect(uploadAnswerOutcome(body)).toEqual({ status: 'error', message: { path: 'Errors.operationFailed' }, rowErrors: [] });
  }
});

describe('the file-upload rows', () => {
  function setup() {
    const timers: { run: () => void; ms: number }[] = [];
    const store = createUploadStore({ setTimer: (run, ms) => timers.push({ run, ms }) });
    return { store, timers };
  }

  test('loading with progress, then done: removed after 5 s', () => {
    const { store, timers } = setup();
    const id = store.add('catalogue.csv', () => {});
    store.progress(id, 0.4);
    expect(store.get()).toEqual([{ id, fileName: 'catalogue.csv', status: 'loading', progress: 0.4, message: null }]);
    store.finish(id, 'done', { path: 'Window.uploadDone' });
    expect(store.get()[0]).toEqual(expect.objectContaining({ status: 'done', progress: 1 }));
    expect(timers.map((timer) => timer.ms)).toEqual([5000]);
    timers[0]?.run();
    expect(store.get()).toEqual([]);
  });

  test('error rows go after 5 s too; cancelled rows stay until closed and abort the request', () => {
    const { store, timers } = setup();
    const failed = store.add('a.csv', () => {});
    store.finish(failed, 'error', { text: 'Нет колонок' });
    const abort = jest.fn();
    const cancelled = store.add('b.csv', abort);
    store.cancel(cancelled);
    expect(abort).toHaveBeenCalledTimes(1);
    expect(store.get().map((item) => item.status)).toEqual(['error', 'cancel']);
    // a late answer does not turn a cancelled row into done
    store.finish(cancelled, 'done', null);
    expect(store.get()[1]?.status).toBe('cancel');
    timers.forEach((timer) => timer.run());
    expect(store.get().map((item) => item.fileName)).toEqual(['b.csv']);
    store.remove(cancelled);
    expect(store.get()).toEqual([]);
  });
});

test('file input checks (spec §5): required, extension, non-empty, size', () => {
  const csv = { extensions: CSV_EXTENSIONS, maxBytes: CSV_MAX_BYTES };
  expect(checkFile(null, csv)).toBe('fileRequired');
  expect(checkFile({ name: 'catalogue.xlsx', size: 10 }, csv)).toBe('fileExtension');
  expect(checkFile({ name: 'catalogue.CSV', size: 0 }, csv)).toBe('fileEmpty');
  expect(checkFile({ name: 'photo.jpeg', size: IMAGE_MAX_BYTES + 1 }, { extensions: IMAGE_EXTENSIONS, maxBytes: IMAGE_MAX_BYTES })).toBe('fileTooLarge');
  expect(checkFile({ name: 'photo.webp', size: IMAGE_MAX_BYTES }, { extensions: IMAGE_EXTENSIONS, maxBytes: IMAGE_MAX_BYTES })).toBeNull();
});
