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

/** "Modern Villa (premium).zip"-style name, without characters file systems refuse. */
export function zipFileName(planTitle: string, packageType: string): string {
  const safe = `${planTitle} ${packageType}`
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${safe || 'plan-files'}.zip`;
}
