import type { RateLimitCounter } from '../../repositories/rate-limit-repository.ts';
import type { RequestAttachments } from '../../repositories/request-attachments.ts';
import type { RequestsRepository } from '../../repositories/requests-repository.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { SiteSettingsSource } from '../settings/settings-or-defaults.ts';

/** What the desk's domain functions share; each takes the part it uses. */
export interface RequestDeps {
  requests: RequestsRepository;
  attachments: Pick<RequestAttachments, 'stored' | 'attach' | 'presign' | 'link'>;
  rateLimits: RateLimitCounter;
  mailer: Mailer;
  settings: SiteSettingsSource;
  audit: AuditLog;
  /** The shop's public address, for links in mails (no trailing slash). */
  siteUrl: string;
  now: () => Date;
  newId: () => string;
}
