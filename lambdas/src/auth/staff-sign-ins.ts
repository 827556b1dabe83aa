import type { AuditEvent } from '@shop/shared/admin/audit';
import type { RouteDefinition } from '@shop/shared/api/route-definition';
import { log } from '../observability/log.ts';
import type { Caller } from './caller.ts';
import { checksSecondFactor } from './second-factor.ts';

/** Writes an event whose id names what it records; false when it is there already. */
export type RecordOnce = (event: AuditEvent) => Promise<boolean>;

/** One id per sign-in: every token of a sign-in (refreshes too) carries the same sub and auth_time. */
export const signInEventId = (sub: string, authTime: number) => `sign-in-${sub}-${authTime}`;

/** Sign-ins this container has recorded already, so a staff member's next clicks cost no write. */
const recorded = new Set<string>();

/**
 * A staff sign-in in the audit trail: when Cognito says the person signed in (auth_time) and the address of their
 * first staff request in that session. Cognito's sign-in triggers are not told the address, so the API notes it
 * itself, once per sign-in (a conditional write across containers). `secondFactor` says whether the staff member
 * had one; without it the request is refused next, and the attempt stays on record.
 */
export async function noteStaffSignIn(
  route: Pick<RouteDefinition, 'auth'>,
  caller: Caller | undefined,
  context: { address: string; secondFactor: boolean },
  recordOnce: RecordOnce,
): Promise<void> {
  if (!caller?.authTime || !checksSecondFactor(route)) return;
  const id = signInEventId(caller.sub, caller.authTime);
  if (recorded.has(id)) return;
  try {
    await recordOnce({
      id,
      at: new Date(caller.authTime * 1000).toISOString(),
      actor_id: caller.sub,
      actor_email: caller.email ?? '',
      action: 'staff.sign-in',
      target_type: 'user',
      target_id: caller.sub,
      summary: `${caller.email ?? caller.sub} signed in${context.secondFactor ? ' with two-factor authentication' : ' without two-factor authentication (refused)'}`,
      changes: { second_factor: context.secondFactor },
      address: context.address,
    });
    recorded.add(id);
  } catch (error) {
    // The record is worth a log line, never a refused staff request.
    log('error', 'staff sign-in record failed', { sub: caller.sub, error: (error as Error)?.message });
  }
}

/** Forgets what this container recorded (tests). */
export function forgetRecordedSignIns(): void {
  recorded.clear();
}
