/** The download page's texts, one list so every state of the page words it the same. */
export const DOWNLOAD_MESSAGES = {
  expiredTitle: 'Download Link Expired',
  expiredText: 'This download link has expired. Please contact support for assistance.',
  invalidTitle: 'Invalid Download Link',
  invalidText: 'The download link is invalid or missing.',
  noFiles:
    'No files are available for download yet. Files are being prepared for this plan. Please contact support if this persists.',
  loadFailed: 'Failed to load download information',
  fileFailed: 'Failed to download file',
  zipFailed: 'Failed to create ZIP file',
  notAvailable: 'Download information not available',
  refundedTitle: 'Order Refunded',
  pausedTitle: 'Downloads Paused',
} as const;

/** A server message containing 'No files available' becomes the spec's longer explanation. */
export function isNoFilesMessage(message: string): boolean {
  return message.toLowerCase().includes('no files available');
}
