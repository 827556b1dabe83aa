import type {
  AccountDataRepository,
  AccountItem,
  UserPartition,
} from '../../../repositories/account-data-repository.ts';
import type { RequestsRepository, StoredMessage } from '../../../repositories/requests-repository.ts';
import type { AccountIdentity, IdentityFacts } from '../../ports/account-identity.ts';
import { requestView } from '../../requests/request-access.ts';
import { visibleMessages } from '../../requests/request-thread.ts';
import { reviewKeysToTry } from './account-data.ts';

export interface AccountDataDeps {
  data: AccountDataRepository;
  identity: Pick<AccountIdentity, 'facts'>;
  requests: Pick<RequestsRepository, 'listByRequester' | 'messages'>;
}

/** A request the person made while signed in, with its thread as they see it (never staff's internal notes). */
export interface OwnRequest {
  request: ReturnType<typeof requestView>;
  messages: StoredMessage[];
}

/** What the table and the pool hold about one person, read by their sub only (every read a Query or a key). */
export interface AccountRecords {
  facts: IdentityFacts | undefined;
  partition: UserPartition;
  orderItems: AccountItem[];
  reviewItems: AccountItem[];
  newsletter: AccountItem | undefined;
  requests: OwnRequest[];
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
  const [reviewItems, newsletter, requests] = await Promise.all([
    deps.data.reviewItems(sub, reviewKeysToTry(sub, planIds)),
    email ? deps.data.newsletterItem(email) : Promise.resolve(undefined),
    ownRequests(deps.requests, sub),
  ]);
  return { facts, partition, orderItems, reviewItems, newsletter, requests };
}

async function ownRequests(requests: AccountDataDeps['requests'], sub: string): Promise<OwnRequest[]> {
  const mine = await requests.listByRequester(sub);
  return Promise.all(
    mine.map(async (request) => ({
      request: requestView(request),
      messages: visibleMessages(await requests.messages(request.id), 'requester'),
    })),
  );
}
