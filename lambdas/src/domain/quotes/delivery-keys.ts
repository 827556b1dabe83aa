import { safeFileName } from '../admin/uploads/upload-keys.ts';

/** Where a request's customized drawings are uploaded in the private plan-files bucket (never a plan's folder). */
export const CUSTOM_PREFIX = 'custom/';

export function customDeliveryKey(requestId: string, fileId: string, name: string): string {
  return `${CUSTOM_PREFIX}${requestId}/${fileId}/${safeFileName(name)}`;
}

/** Whether a key is one of this request's uploads (and nothing that steps out of its folder). */
export function isCustomDeliveryKey(requestId: string, key: string): boolean {
  const parts = key.split('/');
  return (
    key.startsWith(`${CUSTOM_PREFIX}${requestId}/`) &&
    parts.length === 4 &&
    parts.every((part) => part !== '' && part !== '.' && part !== '..')
  );
}
