import type { PortfolioCreate, PortfolioDeleted, PortfolioUpdate } from '@shop/shared/admin/portfolio-write';
import { PORTFOLIO_NOT_FOUND_TEXT, type PortfolioItem } from '@shop/shared/content/portfolio';
import type { Caller } from '../../../auth/caller.ts';
import { NotFoundError } from '../../../errors/domain-errors.ts';
import type { PortfolioWrites } from '../../../repositories/portfolio-writes.ts';
import { type StaffWriteDeps, staffChange, updatedSummary } from '../../audit/staff-change.ts';

export const PORTFOLIO_DELETED_MESSAGE = 'Project deleted successfully';

export interface ManagePortfolioDeps extends StaffWriteDeps {
  writes: PortfolioWrites;
}

/**
 * Portfolio writes. Who writes is the verified caller: an x-user-email header the old client sends is never read,
 * since anyone can send any header.
 */
export async function createPortfolioItem(
  deps: ManagePortfolioDeps,
  caller: Caller,
  input: PortfolioCreate,
): Promise<PortfolioItem> {
  const now = deps.now().toISOString();
  const item: PortfolioItem = { ...input, id: deps.newId(), created_at: now, updated_at: now };
  await deps.writes.create(item);
  await deps.audit.record(caller, staffChange('portfolio.create', item.id, `Created project "${item.title}"`));
  return item;
}

export async function updatePortfolioItem(
  deps: ManagePortfolioDeps,
  caller: Caller,
  id: string,
  changes: PortfolioUpdate,
): Promise<PortfolioItem> {
  const item = await deps.writes.update(id, changes, deps.now().toISOString());
  if (!item) throw new NotFoundError(PORTFOLIO_NOT_FOUND_TEXT);
  const sent = Object.keys(changes);
  const marks = Object.fromEntries(sent.map((name) => [name, 'changed']));
  await deps.audit.record(
    caller,
    staffChange('portfolio.update', id, updatedSummary(`project "${item.title}"`, sent), marks),
  );
  return item;
}

export async function deletePortfolioItem(
  deps: ManagePortfolioDeps,
  caller: Caller,
  id: string,
): Promise<PortfolioDeleted> {
  const item = await deps.writes.remove(id);
  if (!item) throw new NotFoundError(PORTFOLIO_NOT_FOUND_TEXT);
  await deps.audit.record(caller, staffChange('portfolio.delete', id, `Deleted project "${item.title}"`));
  return { message: PORTFOLIO_DELETED_MESSAGE, id };
}
