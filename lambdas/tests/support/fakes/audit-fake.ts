import type { Caller } from '../../../src/auth/caller.ts';
import type { AuditEntry, AuditLog } from '../../../src/domain/audit/audit-log.ts';

export interface RecordedAudit extends AuditEntry {
  actor_id: string;
  actor_email: string;
}

/** The audit trail in memory: each entry with who made the change, as the trail names them. */
export function auditFake() {
  const entries: RecordedAudit[] = [];
  const audit = {
    async record(caller: Caller, entry: AuditEntry): Promise<void> {
      entries.push({ actor_id: caller.sub, actor_email: caller.email ?? '', ...entry });
    },
  } satisfies AuditLog;
  return { ...audit, entries };
}

export type AuditFake = ReturnType<typeof auditFake>;
