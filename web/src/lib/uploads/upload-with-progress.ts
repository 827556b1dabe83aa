/** What S3 needs for one presigned POST: the policy's form fields and where to send them. */
export interface PresignedPostTarget {
  url: string;
  fields: Record<string, string>;
}

/**
 * Sends one file straight to S3 with a presigned POST, reporting progress from 0 to 1. XMLHttpRequest rather
 * than fetch: fetch has no upload progress events, and a 50 MB plan file on a phone connection needs a bar.
 * The policy's fields go first and the file last (S3 ignores fields after the file).
 */
export function uploadWithProgress(
  target: PresignedPostTarget,
  file: Blob,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
    form.append('file', file);
    const request = new XMLHttpRequest();
    request.open('POST', target.url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve();
      } else {
        reject(new Error(`Upload refused (${request.status})`));
      }
    };
    request.onerror = () => reject(new Error('Upload failed: the connection was interrupted'));
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
