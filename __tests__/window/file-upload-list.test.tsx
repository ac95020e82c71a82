/** @jest-environment jsdom */
import '@/__tests__/components/ui/dom-stubs';
import { act, fireEvent, screen } from '@testing-library/react';
import { FileUploadList } from '@/components/window/upload-rows';
import { createUploadStore } from '@/lib/window/uploads';
import { renderWithProviders } from '../components/render';

describe('the file-upload status list (spec §2 "File-upload rows show a cancel control and disappear 5 seconds after done or error")', () => {
  afterEach(() => jest.useRealTimers());

  it('shows loading with progress and a cancel control; cancelling aborts and marks the row cancelled', () => {
    const store = createUploadStore();
    renderWithProviders(<FileUploadList store={store} />);
    const abort = jest.fn();
    act(() => {
      const id = store.add('каталог.csv', abort);
      store.progress(id, 0.42);
    });
    expect(screen.getByRole('region', { name: 'Загрузка файлов' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Загрузка файла каталог.csv' })).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByText('Загружается')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Отменить загрузку файла каталог.csv' }));
    expect(abort).toHaveBeenCalledTimes(1);
    expect(screen.getAllByText('Отменено').length).toBeGreaterThan(0);
    expect(screen.getByText('Запрос отменён')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Скрыть каталог.csv' }));
    expect(screen.queryByRole('region', { name: 'Загрузка файлов' })).not.toBeInTheDocument();
  });

  it('done and error rows say why and vanish after 5 s', () => {
    jest.useFakeTimers();
    const store = createUploadStore();
    renderWithProviders(<FileUploadList store={store} />);
    act(() => {
      store.finish(store.add('a.csv', () => {}), 'done', { path: 'Window.uploadDone', values: { created: 2, updated: 1 } });
      store.finish(store.add('b.csv', () => {}), 'error', { path: 'Window.catalogueFileUnreadable' });
    });
    expect(screen.getByText('Новых товаров: 2, обновлено: 1')).toBeInTheDocument();
    expect(screen.getByText('Ошибка сервера: невозможно прочитать файл или неверный формат файла')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Отменить загрузку/ })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText('a.csv')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('a.csv')).not.toBeInTheDocument();
    expect(screen.queryByText('b.csv')).not.toBeInTheDocument();
  });
});
