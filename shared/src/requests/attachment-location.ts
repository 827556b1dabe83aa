/**
 * Where request attachments live in the private plan-files bucket. An upload lands under `unattached/` and moves to
 * its own key only when a message names it, so a file uploaded and never sent can be expired by an S3 lifecycle
 * rule on that prefix alone. Shared because the CDK stack writes that rule for the prefix the Lambdas use.
 */
export const REQUEST_ATTACHMENTS_PREFIX = 'request-attachments/';
export const UNATTACHED_ATTACHMENTS_PREFIX = `${REQUEST_ATTACHMENTS_PREFIX}unattached/`;

/** An upload no message named is deleted after this many days (a presigned POST is usable for 15 minutes). */
export const UNATTACHED_ATTACHMENT_DAYS = 1;

export const attachedKey = (id: string) => `${REQUEST_ATTACHMENTS_PREFIX}${id}`;
export const unattachedKey = (id: string) => `${UNATTACHED_ATTACHMENTS_PREFIX}${id}`;
