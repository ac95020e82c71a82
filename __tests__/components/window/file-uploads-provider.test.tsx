/** @jest-environment jsdom */
import '@/__tests__/components/ui/dom-stubs';
import '@/__tests__/components/ui/idle-soon';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AppProvider } from '@/components/layout/app-provider';
import { FileUploadsProvider, useFileUploads } from '@/components/window/file-uploads';
import { WindowClient } from '@/components/window/window-client';
import { uploadCatalogue, type UploadAnswer } from '@/lib/window/upload-request';
import { renderWithProviders } from '../render';

jest.mock('@/lib/window/upload-request', () => ({ ...jest.requireActual<object>('@/lib/window/upload-request'), uploadCatalogue: jest.fn() }));

const upload = jest.mocked(uploadCatalogue);

function Uploader({ onSuccess }: { onSuccess: () => void }) {
  const { uploadCatalogueFile } = useFileUploads();
  return (
    <button type="button" onClick={() => uploadCatalogueFile(new File(['a;b'], 'каталог.csv', { type: 'text/csv' }), onSuccess)}>
      upload
    </button>
  );
}

function send(answer: UploadAnswer) {
  upload.mockReturnValue({ done: Promise.resolve(answer), cancel: jest.fn() });
  const onSuccess = jest.fn();
  renderWithProviders(
    <AppProvider alias={null}>
      <FileUploadsProvider>
        <Uploader onSuccess={onSuccess} />
      </FileUploadsProvider>
    </AppProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'upload' }));
  return onSuccess;
}

describe('the catalogue upload rows (spec §2, §4 "File loading": loading, then done, error or cancel)', () => {
  afterEach(() => upload.mockReset());

  it('a 200 with the counts: done, the table reloads', async () => {
    const onSuccess = send({ status: 200, body: { result: { created: 3, updated: 1, errors: [] } } });
    expect(await screen.findByText('Новых товаров: 3, обновлено: 1')).toBeInTheDocument();
    expect(screen.getByText('Загружен')).toBeInTheDocument();
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('a 2xx whose body is no upload result: an error row, not a row loading for ever', async () => {
    const onSuccess = send({ status: 200, body: null });
    expect(await screen.findByText('Во время выполнения операции произошла ошибка')).toBeInTheDocument();
    expect(screen.getByText('Ошибка')).toBeInTheDocument();
    expect(screen.queryByText('Загружается')).toBeNull();
    expect(onSuccess).not.toHaveBeenCalled();
  });
});

/** What a browser's drop event carries for dropped files (Chakra's file upload reads the items). */
function droppedFiles(...files: File[]) {
  return { files, types: ['Files'], items: files.map((file) => ({ kind: 'file', webkitGetAsEntry: () => ({ isFile: true, isDirectory: false }), getAsFile: () => file })) };
}

describe('the catalogue file input (spec §5: the file can be dropped onto the field)', () => {
  afterEach(() => upload.mockReset());

  /** The drop area is Chakra's file upload, which takes the plain button's place once the page is idle. */
  async function renderWindow() {
    upload.mockReturnValue({ done: new Promise<UploadAnswer>(() => {}), cancel: jest.fn() });
    renderWithProviders(
      <AppProvider alias={null}>
        <FileUploadsProvider>
          <WindowClient data={{ categories: [], products: [], vats: [], currencies: [], users: [], failures: [] }} />
        </FileUploadsProvider>
      </AppProvider>,
    );
    await waitFor(() => expect(document.querySelector('[data-scope="file-upload"][data-part="dropzone"]')).not.toBeNull());
    return screen.getByRole('button', { name: 'Загрузить CSV' });
  }

  /** Drags the files over the button, then drops them (a drop with no drag before it is no drop to the page). */
  function drop(target: HTMLElement, ...files: File[]) {
    fireEvent.dragOver(target, { dataTransfer: droppedFiles(...files) });
    fireEvent.drop(target, { dataTransfer: droppedFiles(...files) });
  }

  it('a CSV dropped onto "Загрузить CSV" is uploaded', async () => {
    const file = new File(['Артикул;Наименование;Цена'], 'товары.csv', { type: 'text/csv' });
    drop(await renderWindow(), file);
    await waitFor(() => expect(upload).toHaveBeenCalledWith(file, null, expect.any(Function)));
    expect(await screen.findByText('товары.csv')).toBeInTheDocument();
  });

  it('a dropped file of another kind is refused with the extension message', async () => {
    drop(await renderWindow(), new File(['x'], 'товары.xlsx'));
    expect(await screen.findByRole('alert')).toHaveTextContent('товары.xlsx: Недопустимый формат файла. Допустимы: csv');
    expect(upload).not.toHaveBeenCalled();
  });
});
