import type { AuditEvent, AuditTarget } from '@shop/shared/admin/audit';
import type { Caller } from '../../auth/caller.ts';
import { log } from '../../observability/log.ts';
import type { AuditRepository } from '../../repositories/audit-repository.ts';

export interface AuditEntry {
  action: string;
  target_type: AuditTarget;
  target_id: string;
  summary: string;
  changes?: Record<string, unknown>;
  /** The caller's address, for sign-ins and second-factor changes. */
  address?: string;
}

/** Records admin changes: who (from the verified token), what and when. */
export interface AuditLog {
  record(caller: Caller, entry: AuditEntry): Promise<void>;
}

export interface AuditLogDeps {
  events: AuditRepository;
  now: () => Date;
  newId: () => string;
}

/**
 * Writes one audit item per change, after the change itself succeeded (dynalite has no transactions).
 * A failed audit write is logged loudly but does not undo or fail the change the admin already made.
 */
export function auditLog(deps: AuditLogDeps): AuditLog {
  return {
    async record(caller, entry) {
      const event: AuditEvent = {
        id: deps.newId(),
        at: deps.now().toISOString(),
        actor_id: caller.sub,
        actor_email: caller.email ?? '',
        changes: {},
        ...entry,
      };
      try {
        await deps.events.put(event);
      } catch (error) {
        log('error', 'audit write failed', { event, error: (error as Error).message });
      }
    },
  };
}
