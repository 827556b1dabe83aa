/** The headers of a file answered as a download: its type and name, and no browser or edge may keep it. */
export function downloadHeaders(contentType: string, fileName: string) {
  return {
    'content-type': contentType,
    'content-disposition': `attachment; filename="${fileName}"`,
    'cache-control': 'private, no-store',
  };
}
