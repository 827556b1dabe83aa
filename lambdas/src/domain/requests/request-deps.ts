import type { RateLimitCounter } from '../../repositories/rate-limit-repository.ts';
import type { RequestAttachments } from '../../repositories/request-attachments.ts';
import type { RequestsRepository } from '../../repositories/requests-repository.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { ShopMailDeps } from '../mails/shop-mail-deps.ts';

/** What the desk's domain functions share; each takes the part it uses. */
export interface RequestDeps extends ShopMailDeps {
  requests: RequestsRepository;
  attachments: Pick<RequestAttachments, 'stored' | 'attach' | 'presign' | 'link'>;
  rateLimits: RateLimitCounter;
  audit: AuditLog;
  now: () => Date;
  newId: () => string;
}
