/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { saveFile, useFileDownload, type DownloadedFile, type DownloadOutcome, type FileRequest } from '@/lib/client/file-download';

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

  describe('cancel', () => {
    /** A download whose fetch waits for its signal, as a real request does, and reports its progress. */
    function Cancellable({ onFailure, outcomes }: { onFailure: () => void; outcomes: DownloadOutcome[] }) {
      const { busy, progress, download, cancel } = useFileDownload(onFailure);
      const fetchFile = ({ signal, onProgress }: FileRequest) =>
        new Promise<DownloadedFile>((_, reject) => {
          onProgress({ received: 2048, total: null });
          signal.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        });
      return (
        <>
          <button type="button" onClick={() => void download(fetchFile).then((outcome) => outcomes.push(outcome))}>
            {busy ? 'busy' : 'idle'}
          </button>
          <button type="button" onClick={cancel}>
            cancel
          </button>
          <output>{progress ? `${progress.received}` : 'none'}</output>
        </>
      );
    }

    it('aborts the request: no file, no failure, idle again, the outcome says so', async () => {
      const onFailure = jest.fn();
      const outcomes: DownloadOutcome[] = [];
      render(<Cancellable onFailure={onFailure} outcomes={outcomes} />);
      fireEvent.click(screen.getByRole('button', { name: 'idle' }));
      expect(screen.getByRole('status')).toHaveTextContent('2048');
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'cancel' }));
      });
      expect(outcomes).toEqual(['cancelled']);
      expect(onFailure).not.toHaveBeenCalled();
      expect(clicked).toHaveLength(0);
      expect(screen.getByRole('button', { name: 'idle' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('none');
    });

    it('saves nothing when the file came only after the cancel', async () => {
      const outcomes: DownloadOutcome[] = [];
      function Late() {
        const { download, cancel } = useFileDownload(jest.fn());
        return (
          <button
            type="button"
            onClick={() =>
              void download(async () => {
                cancel();
                return FILE;
              }).then((outcome) => outcomes.push(outcome))
            }
          >
            go
          </button>
        );
      }
      render(<Late />);
      await act(async () => {
        fireEvent.click(screen.getByRole('button'));
      });
      expect(outcomes).toEqual(['cancelled']);
      expect(clicked).toHaveLength(0);
    });

    it('leaving the screen aborts a download under way, without a failure', async () => {
      const onFailure = jest.fn();
      const outcomes: DownloadOutcome[] = [];
      const { unmount } = render(<Cancellable onFailure={onFailure} outcomes={outcomes} />);
      fireEvent.click(screen.getByRole('button', { name: 'idle' }));
      await act(async () => unmount());
      expect(outcomes).toEqual(['cancelled']);
      expect(onFailure).not.toHaveBeenCalled();
    });
  });
});
