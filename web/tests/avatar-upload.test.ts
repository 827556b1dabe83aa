import { describe, expect, it, vi } from 'vitest';
import { postToPresignedUrl } from '../src/features/accounts/api/upload-avatar.ts';
import { checkAvatarFile } from '../src/features/accounts/utils/avatar-file.ts';

describe('checkAvatarFile', () => {
  it("refuses a file that is not an image with the upload form's words", () => {
    // Act / Assess
    expect(checkAvatarFile({ type: 'application/pdf', size: 1000 })).toEqual({
      title: 'Invalid file type',
      description: 'Please select an image file (JPG, PNG, GIF, etc.)',
    });
  });

  it('refuses an image of 5 MB or more', () => {
    // Act / Assess
    expect(checkAvatarFile({ type: 'image/png', size: 5 * 1024 * 1024 })).toEqual({
      title: 'File too large',
      description: 'Image size must be less than 5MB',
    });
  });

  it('accepts an image just under 5 MB', () => {
    // Act / Assess
    expect(checkAvatarFile({ type: 'image/jpeg', size: 5 * 1024 * 1024 - 1 })).toBeNull();
  });
});

describe('postToPresignedUrl', () => {
  it('sends the policy fields first and the file last, as S3 requires', async () => {
    // Prepare
    const fetcher = vi.fn(
      async (_url: string | URL | Request, _init?: RequestInit) => new Response(null, { status: 204 }),
    );
    const file = new Blob(['png-bytes'], { type: 'image/png' });

    // Act
    await postToPresignedUrl(
      {
        url: 'http://127.0.0.1:4569/images-bucket',
        fields: { key: 'images/avatars/sub-1/a.png', Policy: 'p', 'Content-Type': 'image/png' },
        publicUrl: '/images/avatars/sub-1/a.png',
        expiresAt: '2030-01-01T00:00:00.000Z',
      },
      file,
      fetcher as unknown as typeof fetch,
    );

    // Assess
    const [url, init] = fetcher.mock.calls[0] ?? [];
    const form = init?.body as FormData;
    expect(url).toBe('http://127.0.0.1:4569/images-bucket');
    expect(init?.method).toBe('POST');
    expect([...form.keys()]).toEqual(['key', 'Policy', 'Content-Type', 'file']);
  });

  it('fails when S3 refuses the upload', async () => {
    // Prepare
    const fetcher = vi.fn(async () => new Response('<Error/>', { status: 403 }));

    // Act
    const result = postToPresignedUrl(
      { url: 'http://s3', fields: {}, publicUrl: '/x', expiresAt: '' },
      new Blob(['x']),
      fetcher as unknown as typeof fetch,
    );

    // Assess
    await expect(result).rejects.toThrow('Upload refused (403)');
  });
});
