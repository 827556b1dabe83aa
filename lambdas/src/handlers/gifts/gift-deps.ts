import { documentClient, tableName } from '../../db/document-client.ts';
import { giftsRepository } from '../../repositories/gifts-repository.ts';
import { ordersRepository } from '../../repositories/orders-repository.ts';

/** The gift order, its gift side and the clock: what every gift route reads. */
export function giftDeps() {
  const db = documentClient();
  return { orders: ordersRepository(db, tableName()), gifts: giftsRepository(db, tableName()), now: () => new Date() };
}
