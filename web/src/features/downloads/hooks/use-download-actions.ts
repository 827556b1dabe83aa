import { useCallback, useRef, useState } from 'react';
import { saveBlob } from '../../../lib/save-blob.ts';
import { downloadOneByOne } from '../utils/download-all.ts';
import type { DownloadFile } from '../utils/download-files.ts';
import { DOWNLOAD_MESSAGES } from '../utils/download-messages.ts';

/** Which bulk action runs (idle, zip busy, all busy; single files are tracked apart). */
const ZIP_HANDOVER_MS = 800;

export type BulkState = 'idle' | 'zip-creating' | 'zip-downloading' | 'all';

export interface DownloadActions {
  busyFiles: ReadonlySet<string>;
  bulk: BulkState;
  /** The last failure, in the download page's own words, with the names of files that were skipped or failed. */
  problem: { message: string; files: string[] } | null;
  downloadFile(file: DownloadFile): Promise<void>;
  downloadAll(): Promise<void>;
  downloadZip(): Promise<void>;
}

/**
 * The download page's buttons. `fetchFile` brings one file's bytes (through the API, which checks the order and
 * counts the download); every save goes through the browser's download manager under the file's own name.
 * `openZip` hands over the ZIP the server made for the order (docs/decisions/0024).
 */
export function useDownloadActions(
  files: readonly DownloadFile[],
  fetchFile: (file: DownloadFile) => Promise<Blob>,
  openZip: () => Promise<void>,
): DownloadActions {
  const [busyFiles, setBusyFiles] = useState<ReadonlySet<string>>(new Set());
  const [bulk, setBulk] = useState<BulkState>('idle');
  const [problem, setProblem] = useState<DownloadActions['problem']>(null);
  // A ref as well as state: a double click must not start a second bulk run before React re-renders.
  const bulkRunning = useRef(false);

  const mark = useCallback((path: string, busy: boolean) => {
    setBusyFiles((current) => {
      const next = new Set(current);
      if (busy) next.add(path);
      else next.delete(path);
      return next;
    });
  }, []);

  const saveOne = useCallback(
    async (file: DownloadFile) => {
      mark(file.path, true);
      try {
        saveBlob(await fetchFile(file), file.name);
      } finally {
        mark(file.path, false);
      }
    },
    [fetchFile, mark],
  );

  const downloadFile = useCallback(
    async (file: DownloadFile) => {
      setProblem(null);
      try {
        await saveOne(file);
      } catch {
        setProblem({ message: DOWNLOAD_MESSAGES.fileFailed, files: [file.name] });
      }
    },
    [saveOne],
  );

  const downloadAll = useCallback(async () => {
    if (bulkRunning.current) return;
    bulkRunning.current = true;
    setProblem(null);
    setBulk('all');
    try {
      const failed = await downloadOneByOne(files, saveOne);
      if (failed.length > 0) setProblem({ message: DOWNLOAD_MESSAGES.fileFailed, files: failed.map((f) => f.name) });
    } finally {
      bulkRunning.current = false;
      setBulk('idle');
    }
  }, [files, saveOne]);

  const downloadZip = useCallback(async () => {
    if (bulkRunning.current) return;
    bulkRunning.current = true;
    setProblem(null);
    setBulk('zip-creating');
    try {
      await openZip();
      setBulk('zip-downloading');
      // The save dialog or download bar takes a moment to appear; 'Downloading...' stays until it can have.
      await new Promise((resolve) => setTimeout(resolve, ZIP_HANDOVER_MS));
    } catch {
      setProblem({ message: DOWNLOAD_MESSAGES.zipFailed, files: [] });
    } finally {
      bulkRunning.current = false;
      setBulk('idle');
    }
  }, [openZip]);

  return { busyFiles, bulk, problem, downloadFile, downloadAll, downloadZip };
}
