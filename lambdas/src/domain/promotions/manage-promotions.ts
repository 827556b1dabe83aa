import {
  PROMOTION_ADMIN_TEXTS,
  type PromotionCode,
  type PromotionCreate,
  type PromotionListResponse,
  type PromotionUpdate,
  promotionRuleProblems,
} from '@shop/shared/promotions/promotion';
import type { Caller } from '../../auth/caller.ts';
import { ConflictError, InvalidInputError, NotFoundError } from '../../errors/domain-errors.ts';
import type { PromotionsRepository } from '../../repositories/promotions-repository.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { changedFields, onlySwitched, staffChange, updatedSummary } from '../audit/staff-change.ts';

export interface ManagePromotionsDeps {
  promotions: Pick<PromotionsRepository, 'get' | 'listAll' | 'create' | 'update'>;
  audit: AuditLog;
  now: () => Date;
}

export async function listPromotions(deps: Pick<ManagePromotionsDeps, 'promotions'>): Promise<PromotionListResponse> {
  return { promotions: await deps.promotions.listAll() };
}

export async function createPromotion(
  deps: ManagePromotionsDeps,
  caller: Caller,
  input: PromotionCreate,
): Promise<PromotionCode> {
  const at = deps.now().toISOString();
  const code: PromotionCode = { ...input, uses: 0, reserved: 0, created_at: at, updated_at: at };
  if (!(await deps.promotions.create(code))) {
    throw new ConflictError(PROMOTION_ADMIN_TEXTS.codeTaken, { code: PROMOTION_ADMIN_TEXTS.codeTaken });
  }
  const disabled = code.enabled ? '' : ' (disabled)';
  await deps.audit.record(
    caller,
    staffChange('promotion.create', code.code, `Created promotion code ${code.code}${disabled}`),
  );
  return code;
}

/**
 * Applies the changed fields (or only `enabled`, the switch). The merged code is checked against the cross-field
 * rules, so a new end date cannot fall before the stored start. The counters are never written here.
 */
export async function updatePromotion(
  deps: ManagePromotionsDeps,
  caller: Caller,
  codeName: string,
  changes: PromotionUpdate,
): Promise<PromotionCode> {
  const current = await deps.promotions.get(codeName);
  if (!current) throw new NotFoundError(PROMOTION_ADMIN_TEXTS.notFound);
  const next: PromotionCode = { ...current, ...changes, updated_at: deps.now().toISOString() };
  const problems = promotionRuleProblems(next);
  const first = Object.values(problems)[0];
  if (first) throw new InvalidInputError(first, problems);
  const saved = await deps.promotions.update(next);
  if (!saved) throw new NotFoundError(PROMOTION_ADMIN_TEXTS.notFound);
  const changed = changedFields(current, next, changes);
  const title = `promotion code ${codeName}`;
  const entry = !onlySwitched(changed, 'enabled')
    ? staffChange('promotion.update', codeName, updatedSummary(title, changed))
    : next.enabled
      ? staffChange('promotion.enable', codeName, `Enabled ${title}`)
      : staffChange('promotion.disable', codeName, `Disabled ${title}`);
  await deps.audit.record(caller, entry);
  return saved;
}
