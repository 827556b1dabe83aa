import { msg } from '../../../i18n/msg.ts';
/** The download page's texts, one list so every state of the page words it the same. */
export const DOWNLOAD_MESSAGES = {
  expiredTitle: msg('Download Link Expired'),
  expiredText: msg('This download link has expired. Please contact support for assistance.'),
  invalidTitle: msg('Invalid Download Link'),
  invalidText: msg('The download link is invalid or missing.'),
  noFiles: msg(
    'No files are available for download yet. Files are being prepared for this plan. Please contact support if this persists.',
  ),
  loadFailed: msg('Failed to load download information'),
  fileFailed: msg('Failed to download file'),
  zipFailed: msg('Failed to create ZIP file'),
  notAvailable: msg('Download information not available'),
  refundedTitle: msg('Order Refunded'),
  pausedTitle: msg('Downloads Paused'),
  signInTitle: msg('Sign in to download your plans'),
  signInText: msg(
    'This link opens the files of an order, which only the account that bought it can download. Sign in with that account and the download opens here.',
  ),
} as const;

/** A server message containing 'No files available' becomes the page's longer explanation. */
export function isNoFilesMessage(message: string): boolean {
  return message.toLowerCase().includes('no files available');
}
