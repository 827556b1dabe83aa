import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadWithProgress } from '../src/lib/uploads/upload-with-progress.ts';

/** A stand-in for the browser's XMLHttpRequest that records what was sent and answers as told. */
class FakeRequest {
  static last: FakeRequest | undefined;
  static answer = 204;
  method = '';
  url = '';
  sent: FormData | undefined;
  status = 0;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeRequest.last = this;
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  send(body: FormData) {
    this.sent = body;
    queueMicrotask(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.status = FakeRequest.answer;
      this.onload?.();
    });
  }

  abort() {
    this.onabort?.();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeRequest.answer = 204;
});

describe('uploadWithProgress', () => {
  it('posts the policy fields first and the file last, and reports progress up to complete', async () => {
    // Prepare
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const progress: number[] = [];
    const file = new Blob(['%PDF-1.4'], { type: 'application/pdf' });

    // Act
    await uploadWithProgress(
      { url: 'http://127.0.0.1:4569/plan-files', fields: { key: 'plans/p1/basic/a.pdf', Policy: 'p' } },
      file,
      (fraction) => progress.push(fraction),
    );

    // Assess
    const request = FakeRequest.last;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('http://127.0.0.1:4569/plan-files');
    expect([...(request?.sent?.keys() ?? [])]).toEqual(['key', 'Policy', 'file']);
    expect(progress).toEqual([0.5, 1]);
  });

  it('fails when S3 refuses the upload (a policy broken: too large, wrong type)', async () => {
    // Prepare
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    FakeRequest.answer = 403;

    // Act / Assess
    await expect(uploadWithProgress({ url: 'http://s3', fields: {} }, new Blob(['x']), () => {})).rejects.toThrow(
      'Upload refused (403)',
    );
  });
});
