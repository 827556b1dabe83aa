import type {
  AccountDataRepository,
  AccountItem,
  UserPartition,
} from '../../../repositories/account-data-repository.ts';
import type { AccountIdentity, IdentityFacts } from '../../ports/account-identity.ts';
import { reviewKeysToTry } from './account-data.ts';

export interface AccountDataDeps {
  data: AccountDataRepository;
  identity: Pick<AccountIdentity, 'facts'>;
}

/** What the table and the pool hold about one person, read by their sub only (every read a Query or a key). */
export interface AccountRecords {
  facts: IdentityFacts | undefined;
  partition: UserPartition;
  orderItems: AccountItem[];
  reviewItems: AccountItem[];
  newsletter: AccountItem | undefined;
}

export async function readAccountRecords(deps: AccountDataDeps, sub: string): Promise<AccountRecords> {
  const [facts, partition, orderItems] = await Promise.all([
    deps.identity.facts(sub),
    deps.data.userPartition(sub),
    deps.data.orderItems(sub),
  ]);
  const sorted = partition;
  const planIds = [
    ...orderItems.map((item) => String(item.plan_id ?? '')),
    ...[...sorted.favorites, ...sorted.purchases].map((item) => String(item.plan_id ?? '')),
  ].filter(Boolean);
  const email = facts?.email.trim().toLowerCase();
  const [reviewItems, newsletter] = await Promise.all([
    deps.data.reviewItems(sub, reviewKeysToTry(sub, planIds)),
    email ? deps.data.newsletterItem(email) : Promise.resolve(undefined),
  ]);
  return { facts, partition, orderItems, reviewItems, newsletter };
}
