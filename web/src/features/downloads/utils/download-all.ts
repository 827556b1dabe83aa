/** The pause between files in Download All, so the browser accepts each save. */
export const DOWNLOAD_ALL_GAP_MS = 500;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Downloads the files one after another, 500 ms apart. A file that fails does not stop the rest; the names of
 * those that failed come back so the page can say which.
 */
export async function downloadOneByOne<F>(
  files: readonly F[],
  downloadFile: (file: F) => Promise<void>,
  wait: (ms: number) => Promise<void> = pause,
): Promise<F[]> {
  const failed: F[] = [];
  for (const [index, file] of files.entries()) {
    if (index > 0) await wait(DOWNLOAD_ALL_GAP_MS);
    try {
      await downloadFile(file);
    } catch {
      failed.push(file);
    }
  }
  return failed;
}
