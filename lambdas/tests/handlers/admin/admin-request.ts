import type { SignedInAs } from '../../support/authorized-event.ts';

export const ADMIN: SignedInAs = { sub: 'admin-ama', email: 'ama@temahouseplans.com', groups: ['admin'] };
export const SUPER_ADMIN: SignedInAs = { sub: 'super-kofi', email: 'kofi@temahouseplans.com', groups: ['super_admin'] };
export const BUYER: SignedInAs = { sub: 'buyer-esi', email: 'esi@example.com' };

export function stubAdminEnv(vi: { stubEnv: (name: string, value: string) => unknown }): void {
  vi.stubEnv('TABLE_NAME', 'shop');
  vi.stubEnv('IMAGES_BUCKET', 'shop-images');
  vi.stubEnv('PLAN_FILES_BUCKET', 'shop-plan-files');
  vi.stubEnv('USER_POOL_ID', 'us-east-1_pool');
  vi.stubEnv('S3_ENDPOINT', 'http://127.0.0.1:4569');
  vi.stubEnv('AWS_REGION', 'us-east-1');
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIDEXAMPLE');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'secret');
  vi.stubEnv('LOG_LEVEL', 'silent');
}

/** The PutCommand items written to the audit trail. */
export function auditItems(calls: { args: [{ input: unknown }] }[]): Record<string, unknown>[] {
  return calls
    .map((call) => (call.args[0].input as { Item?: Record<string, unknown> }).Item)
    .filter((item): item is Record<string, unknown> => item?.entity === 'audit');
}
