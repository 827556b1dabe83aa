/** "Modern Villa (premium).zip"-style name, without characters file systems refuse. */
export function zipFileName(planTitle: string, packageType: string): string {
  const safe = `${planTitle} ${packageType}`
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${safe || 'plan-files'}.zip`;
}
