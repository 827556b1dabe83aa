import type { RevokedAt } from '../auth/access-revocation.ts';
import { documentClient, tableName } from '../db/document-client.ts';
import { accessRepository } from '../repositories/access-repository.ts';

/** The revocation time as the shop's table holds it (one consistent GetItem, on the routes that check it). */
export const revokedAtFromTable: RevokedAt = (sub) => accessRepository(documentClient(), tableName()).revokedAt(sub);
