import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminConfirmSignUpCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { destroyClients, emulatorClients } from '../../local/emulators/emulator-clients.ts';
import { type RunningStack, startStack } from '../../local/stack.ts';
import { apiCaller, subOf } from '../support/api-client.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'shop-vote-backfill-'));
let stack: RunningStack | undefined;

afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const FREE_PORTS = { web: 0, api: 0, dynamodb: 0, s3: 0, cognito: 0 };
const start = (ports: typeof FREE_PORTS = FREE_PORTS) => startStack({ dataDir, ports, web: 'none', quiet: true });
/** A developer's restart uses the same ports (handlers loaded in this process keep their endpoints). */
const portsOf = (running: RunningStack) => {
  const port = (url: string) => Number(new URL(url).port);
  const { api, dynamodb, s3, cognito } = running.urls;
  return { web: 0, api: port(api), dynamodb: port(dynamodb), s3: port(s3), cognito: port(cognito) };
};

async function signUp(running: RunningStack, email: string, password: string): Promise<string> {
  const { endpoint, clientId, userPoolId } = running.info.cognito;
  const cognito = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    await cognito.send(
      new SignUpCommand({
        ClientId: clientId,
        Username: email,
        Password: password,
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    );
    await cognito.send(new AdminConfirmSignUpCommand({ UserPoolId: userPoolId, Username: email }));
    const answer = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    return answer.AuthenticationResult?.IdToken ?? '';
  } finally {
    cognito.destroy();
  }
}

/** Reads the table through a client of its own, closed after. */
async function withTable<T>(running: RunningStack, read: (clients: ReturnType<typeof emulatorClients>) => Promise<T>) {
  const { dynamodb, s3, cognito } = running.urls;
  const clients = emulatorClients({ dynamodb, s3, cognito });
  try {
    return await read(clients);
  } finally {
    destroyClients(clients);
  }
}

describe('votes cast before vote markers, on the offline stack', () => {
  it('get their marker when `npm start` runs the backfill, so closing the account withdraws them', async () => {
    // Prepare: a buyer's vote and that of an account gone, written on a seeded review as votes were before markers.
    stack = await start();
    const email = `abena.votes.${Date.now()}@example.com`;
    const password = 'Abena!plans2026x';
    const token = await signUp(stack, email, password);
    const sub = subOf(token);
    const running = stack;
    const seeded = await withTable(running, async ({ documents }) => {
      const { Items = [] } = await documents.send(
        new QueryCommand({
          TableName: running.tableName,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :p',
          ExpressionAttributeValues: { ':p': 'PLANS#active' },
        }),
      );
      // The first seeded review with votes (the seed's voters are past customers, without accounts).
      let review: Record<string, unknown> = {};
      for (const plan of Items) {
        const reviews = await documents.send(
          new QueryCommand({
            TableName: running.tableName,
            KeyConditionExpression: 'pk = :p AND begins_with(sk, :r)',
            ExpressionAttributeValues: { ':p': `PLAN#${String(plan.id)}`, ':r': 'REVIEW#' },
          }),
        );
        review = reviews.Items?.find((item) => Object.keys(item.votes ?? {}).length > 0) ?? {};
        if (review.id) break;
      }
      const key = { pk: String(review.pk), sk: String(review.sk) };
      await documents.send(
        new UpdateCommand({
          TableName: running.tableName,
          Key: key,
          UpdateExpression: 'SET votes.#me = :h, votes.#gone = :h ADD helpful_votes :two',
          ExpressionAttributeNames: { '#me': sub, '#gone': 'closed-before-markers' },
          ExpressionAttributeValues: { ':h': 'helpful', ':two': 2 },
        }),
      );
      return {
        key,
        reviewId: String(review.id),
        votes: review.votes as Record<string, string>,
        helpful: Number(review.helpful_votes),
      };
    });

    // Act: a restart on a folder made before the backfill existed (no migration markers), then the buyer closes.
    const ports = portsOf(stack);
    await stack.stop();
    stack = undefined;
    rmSync(join(dataDir, 'migrations'), { recursive: true, force: true });
    stack = await start(ports);
    const restarted = stack;
    const read = (key: { pk: string; sk: string }) =>
      withTable(restarted, async ({ documents }) => {
        const answer = await documents.send(
          new GetCommand({ TableName: restarted.tableName, Key: key, ConsistentRead: true }),
        );
        return answer.Item;
      });
    const afterBackfill = await read(seeded.key);
    const marker = await read({ pk: `USER#${sub}`, sk: `VOTE#${seeded.reviewId}` });
    const closed = await apiCaller(restarted.urls.api)('POST', '/api/account/close', token, {
      password,
      reviews: 'keep',
    });
    const afterClosure = await read(seeded.key);

    // Assess: the seed's votes came with markers, so neither start withdrew them; the gone account's vote left at the
    // restart; the buyer's got its marker and left with the account.
    expect(Object.keys(seeded.votes).length).toBeGreaterThan(0);
    expect(afterBackfill?.votes).toEqual({ ...seeded.votes, [sub]: 'helpful' });
    expect(afterBackfill?.helpful_votes).toBe(seeded.helpful + 1);
    expect(marker).toMatchObject({ review_id: seeded.reviewId });
    expect(closed.status).toBe(200);
    expect(afterClosure?.votes).toEqual(seeded.votes);
    expect(afterClosure?.helpful_votes).toBe(seeded.helpful);
  }, 300_000);
});
