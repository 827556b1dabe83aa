import { useState } from 'react';

/** Hands a fetched file to the browser's download manager under its own name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * A file the API makes on request (an export, a PDF) saved with saveBlob, under `fallbackName` when the answer
 * names none. `saving` says which one is on its way, so its buttons wait; `onFailure` hears why one was not made.
 */
export function useFileSave<Which extends string>(onFailure: (error: unknown) => void) {
  const [saving, setSaving] = useState<Which | null>(null);
  const save = async (
    which: Which,
    make: () => Promise<{ blob: Blob; fileName: string | undefined }>,
    fallbackName: string,
  ) => {
    setSaving(which);
    try {
      const { blob, fileName } = await make();
      saveBlob(blob, fileName ?? fallbackName);
    } catch (error) {
      onFailure(error);
    } finally {
      setSaving(null);
    }
  };
  return { saving, save };
}
