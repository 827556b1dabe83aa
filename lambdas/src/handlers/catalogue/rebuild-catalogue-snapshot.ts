import { documentClient, tableName } from '../../db/document-client.ts';
import { catalogueSnapshot } from '../../repositories/catalogue-snapshot.ts';

/**
 * Not a route: CloudFormation runs it after each deploy that changes it (infra/src/constructs/catalogue-rebuild.ts),
 * so a new stack, or a table restored from a backup, has its catalogue snapshot before the first buyer's list.
 * A failure fails the deploy, which rolls back.
 */
export const handler = async () => catalogueSnapshot(documentClient(), tableName()).rebuild();
