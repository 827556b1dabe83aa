import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AwsStub } from 'aws-sdk-client-mock';
import { accessKeys } from '../../src/db/table-design.ts';

/**
 * The item reads a handler made itself, leaving out the caller's access record that every signed-in route reads
 * first (auth/access-revocation.ts).
 */
// biome-ignore lint/suspicious/noExplicitAny: the stub's input and output types differ per client
export function itemReadsBesidesAccess(db: AwsStub<any, any, any>) {
  return db.commandCalls(GetCommand).filter((call) => call.args[0].input.Key?.sk !== accessKeys.sk);
}
