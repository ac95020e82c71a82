/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { saveFile, useFileDownload, type DownloadedFile } from '@/lib/client/file-download';

const FILE: DownloadedFile = { blob: new Blob(['a;b\n']), name: 'operations-1.csv' };

let clicked: { href: string; download: string }[];

beforeEach(() => {
  jest.useFakeTimers();
  clicked = [];
  URL.createObjectURL = jest.fn(() => 'blob:file-1');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
    clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('saveFile', () => {
  it('clicks a link to the blob under the name, removes it and frees the URL after the given time', () => {
    saveFile(FILE, 1000);
    expect(URL.createObjectURL).toHaveBeenCalledWith(FILE.blob);
    expect(clicked).toEqual([{ href: 'blob:file-1', download: 'operations-1.csv' }]);
    expect(document.querySelector('a')).toBeNull();
    jest.advanceTimersByTime(999);
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:file-1');
  });

  it('keeps the URL 10 seconds by default', () => {
    saveFile(FILE);
    jest.advanceTimersByTime(9_999);
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(URL.revokeObjectURL).toHaveBeenCalled();
  });
});

describe('useFileDownload', () => {
  function DownloadButton({ fetchFile, onFailure }: { fetchFile: () => Promise<DownloadedFile | null>; onFailure: () => void }) {
    const { busy, download } = useFileDownload(onFailure);
    return (
      <button type="button" onClick={() => void download(fetchFile)}>
        {busy ? 'busy' : 'idle'}
      </button>
    );
  }

  async function press(fetchFile: () => Promise<DownloadedFile | null>) {
    const onFailure = jest.fn();
    render(<DownloadButton fetchFile={fetchFile} onFailure={onFailure} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    return onFailure;
  }

  it('is busy while fetching, then saves the file', async () => {
    let resolve: (file: DownloadedFile) => void = () => undefined;
    const onFailure = jest.fn();
    render(<DownloadButton fetchFile={() => new Promise((done) => (resolve = done))} onFailure={onFailure} />);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('busy');
    await act(async () => resolve(FILE));
    expect(screen.getByRole('button')).toHaveTextContent('idle');
    expect(clicked).toHaveLength(1);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('saves nothing when the fetch handled the answer itself', async () => {
    const onFailure = await press(async () => null);
    expect(clicked).toHaveLength(0);
    expect(onFailure).not.toHaveBeenCalled();
    expect(screen.getByRole('button')).toHaveTextContent('idle');
  });

  it('reports a failed fetch and is no longer busy', async () => {
    const onFailure = await press(async () => {
      throw new Error('HTTP 500');
    });
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(clicked).toHaveLength(0);
    expect(screen.getByRole('button')).toHaveTextContent('idle');
  });
});
